#include <stdio.h>
#include <stdatomic.h>

static atomic_int flag;
static int data[8];
static _Atomic double ad = 1.5;
static _Atomic float af = 0.25f;

int main(void) {
    /* every memory order on load, store and exchange */
    atomic_store_explicit(&flag, 1, memory_order_relaxed);
    atomic_store_explicit(&flag, 2, memory_order_release);
    atomic_store_explicit(&flag, 3, memory_order_seq_cst);
    int l0 = atomic_load_explicit(&flag, memory_order_relaxed);
    int l1 = atomic_load_explicit(&flag, memory_order_consume);
    int l2 = atomic_load_explicit(&flag, memory_order_acquire);
    int l3 = atomic_load_explicit(&flag, memory_order_seq_cst);
    int e0 = atomic_exchange_explicit(&flag, 10, memory_order_relaxed);
    int e1 = atomic_exchange_explicit(&flag, 11, memory_order_acquire);
    int e2 = atomic_exchange_explicit(&flag, 12, memory_order_release);
    int e3 = atomic_exchange_explicit(&flag, 13, memory_order_acq_rel);
    int e4 = atomic_exchange(&flag, 14);
    printf("loads %d %d %d %d exchanges %d %d %d %d %d final %d\n", l0, l1, l2, l3, e0, e1, e2, e3, e4, atomic_load(&flag));
    /* publish/consume pattern with fences (single thread, but the fences are emitted) */
    for (int i = 0; i < 8; i++) data[i] = i * i;
    atomic_thread_fence(memory_order_release);
    atomic_store_explicit(&flag, 1, memory_order_relaxed);
    int s = 0;
    if (atomic_load_explicit(&flag, memory_order_relaxed) == 1) {
        atomic_thread_fence(memory_order_acquire);
        for (int i = 0; i < 8; i++) s += data[i];
    }
    atomic_thread_fence(memory_order_seq_cst);
    atomic_thread_fence(memory_order_acq_rel);
    atomic_signal_fence(memory_order_seq_cst);
    /* atomic floating point: compound assignment becomes atomicrmw fadd/fsub or a cmpxchg loop */
    for (int i = 0; i < 10; i++) ad += 0.25;
    ad -= 1.0;
    af += 2.0f;
    double old = atomic_exchange(&ad, 100.0);
    /* __atomic_fetch_add/sub on floating point: atomicrmw fadd/fsub */
    static double plain_d = 0.5;
    static float plain_f = 8.0f;
    double od = __atomic_fetch_add(&plain_d, 0.25, __ATOMIC_SEQ_CST);
    float of = __atomic_fetch_sub(&plain_f, 0.5f, __ATOMIC_RELAXED);
    printf("fadd old=%g now=%g fsub old=%g now=%g\n", od, plain_d, (double)of, (double)plain_f);
    printf("s=%d ad old=%g now=%g af=%g lockfree int=%d double=%d\n", s, old, atomic_load(&ad), (double)atomic_load(&af),
           atomic_is_lock_free(&flag), atomic_is_lock_free(&ad));
    return (s + l3 + e4 + (int)old) & 0x7f;
}
