#include <stdio.h>
#include <stdatomic.h>
#include <stdbool.h>

/* A spinlock and a ticket lock built on atomics (single-threaded use), atomic_flag. */
static atomic_flag f = ATOMIC_FLAG_INIT;
struct ticket_lock { atomic_uint next; atomic_uint serving; };
static struct ticket_lock tl;
static long shared_total;

static void spin_lock(atomic_flag *l) {
    while (atomic_flag_test_and_set_explicit(l, memory_order_acquire)) {
    }
}
static void spin_unlock(atomic_flag *l) { atomic_flag_clear_explicit(l, memory_order_release); }
static void ticket_acquire(struct ticket_lock *l) {
    unsigned me = atomic_fetch_add_explicit(&l->next, 1, memory_order_relaxed);
    while (atomic_load_explicit(&l->serving, memory_order_acquire) != me) {
    }
}
static void ticket_release(struct ticket_lock *l) { atomic_fetch_add_explicit(&l->serving, 1, memory_order_release); }

int main(void) {
    bool was = atomic_flag_test_and_set(&f);
    bool again = atomic_flag_test_and_set(&f);
    atomic_flag_clear(&f);
    for (int i = 0; i < 1000; i++) {
        spin_lock(&f);
        shared_total += i;
        spin_unlock(&f);
        ticket_acquire(&tl);
        shared_total -= i / 2;
        ticket_release(&tl);
    }
    printf("was=%d again=%d total=%ld tickets=%u serving=%u\n", was, again, shared_total, atomic_load(&tl.next),
           atomic_load(&tl.serving));
    struct pr { int a, b; };
    _Atomic struct pr pair;
    atomic_init(&pair, ((struct pr){1, 2}));
    struct pr loaded = atomic_load(&pair);
    struct pr desired = {loaded.b, loaded.a + 10};
    atomic_compare_exchange_strong(&pair, &loaded, desired);
    loaded = atomic_load(&pair);
    printf("pair=%d,%d lockfree=%d\n", loaded.a, loaded.b, atomic_is_lock_free(&pair));
    return (int)(shared_total & 0x7f);
}
