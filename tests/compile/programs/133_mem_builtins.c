#include <stdio.h>
#include <string.h>
#include <stdint.h>

/* memcpy/memset/memmove with constant and variable sizes: llvm.memcpy/memset/memmove intrinsics, some inlined. */
struct blob { uint64_t a, b, c; uint32_t d; uint8_t e[13]; };

__attribute__((noinline)) static void copy_var(void *d, const void *s, size_t n) { memcpy(d, s, n); }
__attribute__((noinline)) static void set_var(void *d, int c, size_t n) { memset(d, c, n); }
__attribute__((noinline)) static void move_var(void *d, const void *s, size_t n) { memmove(d, s, n); }
__attribute__((noinline)) static uint32_t load_u32(const unsigned char *p) {
    uint32_t v;
    __builtin_memcpy(&v, p, 4); /* unaligned load idiom */
    return v;
}
__attribute__((noinline)) static void store_u64(unsigned char *p, uint64_t v) { __builtin_memcpy(p, &v, 8); }

int main(void) {
    unsigned char buf[128];
    for (int i = 0; i < 128; i++) buf[i] = (unsigned char)i;
    uint32_t s = 0;
    for (int i = 0; i < 120; i++) s += load_u32(buf + i);
    store_u64(buf + 3, 0x0102030405060708ULL);
    struct blob b1, b2;
    memset(&b1, 0xa5, sizeof b1);
    __builtin_memcpy_inline(&b2, &b1, sizeof b1);
    b2.d = 7;
    __builtin_memset_inline(b2.e, 0x11, sizeof b2.e);
    unsigned char big[300];
    set_var(big, 0x3c, sizeof big);
    copy_var(big + 10, buf, 100);
    move_var(big + 20, big + 10, 200);
    move_var(big + 5, big + 50, 100);
    unsigned h = 0;
    for (int i = 0; i < 300; i++) h = h * 31 + big[i];
    for (size_t i = 0; i < sizeof b2; i++) h = h * 7 + ((unsigned char *)&b2)[i];
    char small[9];
    memcpy(small, "abcdefgh", 9);
    memset(small + 2, '-', 3);
    printf("s=%u buf[3..10]=%02x%02x%02x%02x%02x%02x%02x%02x small=%s h=%u\n", s, buf[3], buf[4], buf[5], buf[6], buf[7], buf[8],
           buf[9], buf[10], small, h);
    return (int)((s ^ h) & 0x7f);
}
