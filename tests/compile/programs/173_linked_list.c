#include <stdio.h>
#include <stdlib.h>

/* Singly and doubly linked lists with malloc/free: insertion, deletion, reversal, merge sort, and an LRU cache. */
struct node { int v; struct node *next; };

static struct node *push_front(struct node *h, int v) {
    struct node *n = malloc(sizeof *n);
    n->v = v;
    n->next = h;
    return n;
}
static struct node *reverse(struct node *h) {
    struct node *p = NULL;
    while (h) {
        struct node *nx = h->next;
        h->next = p;
        p = h;
        h = nx;
    }
    return p;
}
static struct node *remove_if(struct node *h, int (*pred)(int), int *removed) {
    struct node **pp = &h;
    while (*pp) {
        if (pred((*pp)->v)) {
            struct node *dead = *pp;
            *pp = dead->next;
            free(dead);
            ++*removed;
        } else {
            pp = &(*pp)->next;
        }
    }
    return h;
}
static struct node *merge(struct node *a, struct node *b) {
    struct node head = {0, NULL}, *t = &head;
    while (a && b) {
        if (a->v <= b->v) { t->next = a; a = a->next; }
        else { t->next = b; b = b->next; }
        t = t->next;
    }
    t->next = a ? a : b;
    return head.next;
}
static struct node *msort(struct node *h) {
    if (!h || !h->next) return h;
    struct node *slow = h, *fast = h->next;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
    }
    struct node *b = slow->next;
    slow->next = NULL;
    return merge(msort(h), msort(b));
}
static void free_list(struct node *h) {
    while (h) {
        struct node *nx = h->next;
        free(h);
        h = nx;
    }
}
static int is_mult3(int v) { return v % 3 == 0; }

/* doubly linked LRU cache of capacity 8 */
struct dn { int key, val; struct dn *prev, *next; };
struct lru { struct dn head; int size, hits, misses; };
static void unlink_dn(struct dn *n) { n->prev->next = n->next; n->next->prev = n->prev; }
static void push_dn(struct lru *c, struct dn *n) {
    n->next = c->head.next;
    n->prev = &c->head;
    c->head.next->prev = n;
    c->head.next = n;
}
static int lru_get(struct lru *c, int key) {
    for (struct dn *n = c->head.next; n != &c->head; n = n->next)
        if (n->key == key) {
            unlink_dn(n);
            push_dn(c, n);
            c->hits++;
            return n->val;
        }
    c->misses++;
    struct dn *n;
    if (c->size == 8) {
        n = c->head.prev;
        unlink_dn(n);
    } else {
        n = malloc(sizeof *n);
        c->size++;
    }
    n->key = key;
    n->val = key * key;
    push_dn(c, n);
    return n->val;
}

int main(void) {
    struct node *h = NULL;
    unsigned s = 5;
    for (int i = 0; i < 300; i++) {
        s = s * 1103515245u + 12345u;
        h = push_front(h, (int)(s >> 16) % 1000);
    }
    h = reverse(h);
    int removed = 0;
    h = remove_if(h, is_mult3, &removed);
    h = msort(h);
    int n = 0, sorted = 1, prev = -1;
    long sum = 0;
    for (struct node *p = h; p; p = p->next) {
        n++;
        sum += p->v;
        sorted &= p->v >= prev;
        prev = p->v;
    }
    printf("n=%d removed=%d sorted=%d sum=%ld first=%d last=%d\n", n, removed, sorted, sum, h->v, prev);
    free_list(h);
    struct lru c = {{0, 0, NULL, NULL}, 0, 0, 0};
    c.head.next = c.head.prev = &c.head;
    long t = 0;
    for (int i = 0; i < 1000; i++) t += lru_get(&c, (i * 7) % 13 + (i % 50 == 0 ? 100 : 0));
    printf("lru hits=%d misses=%d t=%ld order:", c.hits, c.misses, t);
    for (struct dn *p = c.head.next; p != &c.head; p = p->next) printf(" %d", p->key);
    printf("\n");
    while (c.head.next != &c.head) {
        struct dn *d = c.head.next;
        unlink_dn(d);
        free(d);
    }
    return (int)((sum + t + c.hits) & 0x7f);
}
