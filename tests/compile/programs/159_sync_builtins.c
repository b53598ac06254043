#include <stdio.h>

static int si = 0;
static long sl = 1000;
static unsigned short sus = 1;
static unsigned char suc = 0xaa;
static int lock;

int main(void) {
    int a = __sync_fetch_and_add(&si, 5);
    int b = __sync_add_and_fetch(&si, 5);
    int c = __sync_fetch_and_sub(&si, 3);
    int d = __sync_sub_and_fetch(&si, 3);
    int e = __sync_fetch_and_or(&si, 0x100);
    int f = __sync_and_and_fetch(&si, 0x10f);
    int g = __sync_xor_and_fetch(&si, 0x1);
    int h = __sync_fetch_and_and(&si, 0xf0);
    printf("a=%d b=%d c=%d d=%d e=%d f=%d g=%d h=%d si=%d\n", a, b, c, d, e, f, g, h, si);
    long old = __sync_val_compare_and_swap(&sl, 1000, 2000);
    long old2 = __sync_val_compare_and_swap(&sl, 1000, 3000);
    int ok = __sync_bool_compare_and_swap(&sl, 2000, 4000);
    int ok2 = __sync_bool_compare_and_swap(&sl, 2000, 5000);
    printf("old=%ld old2=%ld ok=%d ok2=%d sl=%ld\n", old, old2, ok, ok2, sl);
    unsigned short u = __sync_fetch_and_add(&sus, 65535);
    unsigned char x = __sync_fetch_and_xor(&suc, 0xff);
    printf("u=%u sus=%u x=%02x suc=%02x\n", u, sus, x, suc);
    int prev = __sync_lock_test_and_set(&lock, 1);
    int prev2 = __sync_lock_test_and_set(&lock, 1);
    __sync_lock_release(&lock);
    __sync_synchronize();
    printf("lock prev=%d prev2=%d after release=%d\n", prev, prev2, lock);
    return (si + (int)sl + sus + suc) & 0x7f;
}
