#include <stdio.h>
#include <stdatomic.h>
#include <stdbool.h>

static atomic_int counter;
static _Atomic long big;
static int values[4] = {10, 20, 30, 40};
static int *_Atomic cursor = &values[0];

static int cas_increment_strong(atomic_int *p, int limit) {
    int cur = atomic_load(p);
    while (cur < limit) {
        if (atomic_compare_exchange_strong(p, &cur, cur + 1)) return 1;
    }
    return 0;
}
static long cas_double_weak(_Atomic long *p) {
    long cur = atomic_load_explicit(p, memory_order_relaxed);
    while (!atomic_compare_exchange_weak_explicit(p, &cur, cur * 2, memory_order_acq_rel, memory_order_relaxed)) {
    }
    return cur;
}

int main(void) {
    int n = 0;
    while (cas_increment_strong(&counter, 25)) n++;
    printf("counter=%d increments=%d\n", atomic_load(&counter), n);
    int expected = 7;
    bool ok1 = atomic_compare_exchange_strong(&counter, &expected, 99);
    printf("cas(7->99) ok=%d expected now=%d\n", ok1, expected);
    bool ok2 = atomic_compare_exchange_strong(&counter, &expected, 99);
    printf("cas(25->99) ok=%d counter=%d\n", ok2, atomic_load(&counter));
    atomic_store(&big, 3);
    long prevs = 0;
    for (int i = 0; i < 20; i++) prevs += cas_double_weak(&big);
    printf("big=%ld prevs=%ld\n", atomic_load(&big), prevs);
    int *exp_p = &values[0];
    bool okp = atomic_compare_exchange_strong_explicit(&cursor, &exp_p, &values[2], memory_order_seq_cst, memory_order_seq_cst);
    int *exp_q = &values[0];
    bool okq = atomic_compare_exchange_weak(&cursor, &exp_q, &values[3]);
    while (!okq && exp_q == &values[0]) okq = atomic_compare_exchange_weak(&cursor, &exp_q, &values[3]); /* spurious failure */
    printf("okp=%d *cursor=%d okq=%d *exp_q=%d\n", okp, *atomic_load(&cursor), okq, *exp_q);
    return (atomic_load(&counter) + (int)(prevs & 0xff)) & 0x7f;
}
