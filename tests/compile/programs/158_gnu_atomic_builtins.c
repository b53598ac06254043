#include <stdio.h>
#include <stdbool.h>

static int gi = 5;
static long gl = 100;
static unsigned char gc = 0x0f;
static short gs = 7;
static unsigned long long gull = 1;
static char flag;

int main(void) {
    int a = __atomic_fetch_add(&gi, 3, __ATOMIC_SEQ_CST);
    int b = __atomic_add_fetch(&gi, 3, __ATOMIC_RELAXED);
    int c = __atomic_sub_fetch(&gi, 1, __ATOMIC_ACQ_REL);
    int d = __atomic_fetch_nand(&gi, 0xff, __ATOMIC_SEQ_CST);
    printf("a=%d b=%d c=%d d=%d gi=%d\n", a, b, c, d, __atomic_load_n(&gi, __ATOMIC_ACQUIRE));
    long e = __atomic_exchange_n(&gl, 200, __ATOMIC_SEQ_CST);
    long exp = 200;
    bool ok = __atomic_compare_exchange_n(&gl, &exp, 300, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
    long exp2 = 1;
    bool ok2 = __atomic_compare_exchange_n(&gl, &exp2, 400, true, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
    printf("e=%ld ok=%d ok2=%d exp2=%ld gl=%ld\n", e, ok, ok2, exp2, gl);
    unsigned char f = __atomic_fetch_or(&gc, 0xf0, __ATOMIC_RELEASE);
    unsigned char g = __atomic_and_fetch(&gc, 0x3c, __ATOMIC_SEQ_CST);
    unsigned char h = __atomic_xor_fetch(&gc, 0xff, __ATOMIC_SEQ_CST);
    short s1 = __atomic_fetch_max(&gs, 50, __ATOMIC_SEQ_CST);
    short s2 = __atomic_fetch_min(&gs, -3, __ATOMIC_SEQ_CST);
    printf("f=%02x g=%02x h=%02x s1=%d s2=%d gs=%d\n", f, g, h, s1, s2, gs);
    __atomic_store_n(&gull, 0xabcdULL, __ATOMIC_RELEASE);
    unsigned long long v;
    __atomic_load(&gull, &v, __ATOMIC_SEQ_CST);
    unsigned long long nv = v << 8, ov;
    __atomic_exchange(&gull, &nv, &ov, __ATOMIC_SEQ_CST);
    unsigned long long cmp = 0xabcd00ULL, des = 1;
    bool ok3 = __atomic_compare_exchange(&gull, &cmp, &des, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    bool t1 = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST);
    bool t2 = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST);
    __atomic_clear(&flag, __ATOMIC_RELEASE);
    bool t3 = __atomic_test_and_set(&flag, __ATOMIC_ACQUIRE);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    __atomic_signal_fence(__ATOMIC_ACQ_REL);
    printf("v=%llx ov=%llx ok3=%d gull=%llx tas=%d %d %d lockfree=%d %d\n", v, ov, ok3, gull, t1, t2, t3,
           __atomic_always_lock_free(sizeof(long), 0), __atomic_is_lock_free(sizeof(int), &gi));
    return (gi + (int)gl + gc + gs) & 0x7f;
}
