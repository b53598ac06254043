#include <stdio.h>
#include <stdatomic.h>

static atomic_int ai = 10;
static atomic_long al = 1L << 40;
static atomic_uint au = 0xf0f0f0f0u;
static _Atomic unsigned long long aull = 0;

int main(void) {
    int olds = 0;
    for (int i = 0; i < 100; i++) olds += atomic_fetch_add(&ai, i);
    printf("ai=%d olds=%d\n", atomic_load(&ai), olds);
    printf("fetch_sub old=%d now=%d\n", atomic_fetch_sub(&ai, 1000), atomic_load(&ai));
    long l1 = atomic_fetch_add_explicit(&al, 5, memory_order_relaxed);
    long l2 = atomic_fetch_sub_explicit(&al, 1L << 39, memory_order_acq_rel);
    printf("al: %ld %ld %ld\n", l1, l2, atomic_load_explicit(&al, memory_order_acquire));
    unsigned a1 = atomic_fetch_and(&au, 0xff00ff00u);
    unsigned a2 = atomic_fetch_or(&au, 0x0000000fu);
    unsigned a3 = atomic_fetch_xor(&au, 0xffffffffu);
    printf("au: %08x %08x %08x now %08x\n", a1, a2, a3, atomic_load(&au));
    unsigned a4 = atomic_fetch_and_explicit(&au, 0x0fffffffu, memory_order_release);
    unsigned a5 = atomic_fetch_or_explicit(&au, 0x80000000u, memory_order_seq_cst);
    unsigned a6 = atomic_fetch_xor_explicit(&au, 0x1u, memory_order_relaxed);
    printf("au: %08x %08x %08x now %08x\n", a4, a5, a6, atomic_load(&au));
    for (int i = 0; i < 64; i++) atomic_fetch_add_explicit(&aull, 1ULL << i, memory_order_relaxed);
    printf("aull=%llx\n", (unsigned long long)atomic_load(&aull));
    /* operators on _Atomic objects are atomic read-modify-writes too */
    _Atomic int x = 5;
    x += 10;
    x *= 3; /* compare-exchange loop */
    x++;
    ++x;
    x -= 2;
    x |= 0x100;
    printf("x=%d\n", (int)x);
    return (olds + atomic_load(&ai) + (int)x) & 0x7f;
}
