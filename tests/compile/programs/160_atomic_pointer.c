#include <stdio.h>
#include <stdatomic.h>
#include <stdint.h>

struct node { int value; struct node *next; };
static struct node pool[16];
static _Atomic(struct node *) head;
static double arr[10];
static _Atomic(double *) dp = arr;
static atomic_intptr_t aip;
static atomic_size_t asz;

/* a lock-free style stack (used from one thread) */
static void push(struct node *n) {
    struct node *h = atomic_load(&head);
    do {
        n->next = h;
    } while (!atomic_compare_exchange_weak(&head, &h, n));
}
static struct node *pop(void) {
    struct node *h = atomic_load(&head);
    while (h && !atomic_compare_exchange_weak(&head, &h, h->next)) {
    }
    return h;
}

int main(void) {
    for (int i = 0; i < 16; i++) {
        pool[i].value = i * i;
        push(&pool[i]);
    }
    int s = 0, order = 0;
    for (struct node *n; (n = pop());) {
        s += n->value;
        order = order * 3 + (int)(n - pool) % 3;
    }
    printf("s=%d order=%d empty=%d\n", s, order, atomic_load(&head) == NULL);
    for (int i = 0; i < 10; i++) arr[i] = i + 0.5;
    double *p0 = atomic_fetch_add(&dp, 3);
    double *p1 = atomic_fetch_add(&dp, 4);
    double *p2 = atomic_fetch_sub(&dp, 2);
    printf("p0=%g p1=%g p2=%g now=%g idx=%td\n", *p0, *p1, *p2, *atomic_load(&dp), atomic_load(&dp) - arr);
    atomic_store(&aip, (intptr_t)&arr[2]);
    atomic_fetch_add(&aip, (intptr_t)sizeof(double));
    atomic_fetch_add(&asz, 100);
    atomic_fetch_sub(&asz, 1);
    printf("aip -> %g asz=%zu\n", *(double *)atomic_load(&aip), atomic_load(&asz));
    struct node *old = atomic_exchange(&head, &pool[5]);
    printf("exchange old null=%d head value=%d\n", old == NULL, atomic_load(&head)->value);
    return (s + order) & 0x7f;
}
