#include <stdio.h>
#include <stdatomic.h>
#include <stdbool.h>

static atomic_char ac = 'a';
static atomic_schar asc = -100;
static atomic_uchar auc = 250;
static atomic_short as = -30000;
static atomic_ushort aus = 65000;
static atomic_bool ab = false;

int main(void) {
    for (int i = 0; i < 10; i++) atomic_fetch_add(&ac, 1);
    signed char old_sc = atomic_fetch_sub(&asc, 28);   /* -100 -> -128 */
    unsigned char old_uc = atomic_fetch_add(&auc, 10); /* wraps to 4 */
    short old_s = atomic_fetch_sub(&as, 2768);         /* -30000 -> -32768 */
    unsigned short old_us = atomic_fetch_add(&aus, 1000); /* wraps */
    printf("ac=%c old_sc=%d asc=%d old_uc=%u auc=%u old_s=%d as=%d old_us=%u aus=%u\n", atomic_load(&ac), old_sc, atomic_load(&asc),
           old_uc, atomic_load(&auc), old_s, atomic_load(&as), old_us, atomic_load(&aus));
    unsigned char x = atomic_fetch_xor(&auc, 0xff);
    unsigned char o = atomic_fetch_or(&auc, 0x80);
    unsigned char a = atomic_fetch_and(&auc, 0xf0);
    printf("xor old=%u or old=%u and old=%u now=%u\n", x, o, a, atomic_load(&auc));
    short exp = -32768;
    bool ok = atomic_compare_exchange_strong(&as, &exp, 12345);
    bool prev = atomic_exchange(&ab, true);
    bool now = atomic_load(&ab);
    char ce = 'k';
    bool okc = atomic_compare_exchange_strong(&ac, &ce, 'z');
    printf("cas short ok=%d as=%d bool prev=%d now=%d cas char ok=%d ac=%c\n", ok, atomic_load(&as), prev, now, okc, atomic_load(&ac));
    return (atomic_load(&as) + atomic_load(&auc) + atomic_load(&ac)) & 0x7f;
}
