#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

/* An open-addressing hash table (string keys -> int values) with resizing and deletion (tombstones),
   plus a separate-chaining table keyed by integers. */

struct slot { char *key; int value; uint32_t hash; unsigned char state; }; /* state: 0 empty, 1 used, 2 deleted */
struct table { struct slot *slots; size_t cap, used, tombs; };

static uint32_t fnv1a(const char *s) {
    uint32_t h = 2166136261u;
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 16777619u;
    }
    return h;
}

static void table_init(struct table *t, size_t cap) {
    t->slots = calloc(cap, sizeof *t->slots);
    t->cap = cap;
    t->used = t->tombs = 0;
}

static void table_free(struct table *t) {
    for (size_t i = 0; i < t->cap; i++)
        if (t->slots[i].state == 1) free(t->slots[i].key);
    free(t->slots);
}

static struct slot *find_slot(struct table *t, const char *key, uint32_t h, int for_insert) {
    size_t mask = t->cap - 1, i = h & mask;
    struct slot *first_tomb = NULL;
    for (;;) {
        struct slot *s = &t->slots[i];
        if (s->state == 0) return for_insert && first_tomb ? first_tomb : (for_insert ? s : NULL);
        if (s->state == 2) {
            if (!first_tomb) first_tomb = s;
        } else if (s->hash == h && strcmp(s->key, key) == 0) {
            return s;
        }
        i = (i + 1) & mask;
    }
}

static void table_put(struct table *t, const char *key, int value);

static void grow(struct table *t) {
    struct table n;
    table_init(&n, t->cap * 2);
    for (size_t i = 0; i < t->cap; i++) {
        struct slot *s = &t->slots[i];
        if (s->state == 1) {
            struct slot *d = find_slot(&n, s->key, s->hash, 1);
            *d = *s;
            n.used++;
        }
    }
    free(t->slots);
    *t = n;
}

static void table_put(struct table *t, const char *key, int value) {
    if ((t->used + t->tombs + 1) * 4 > t->cap * 3) grow(t);
    uint32_t h = fnv1a(key);
    struct slot *s = find_slot(t, key, h, 1);
    if (s->state == 1) {
        s->value = value;
        return;
    }
    if (s->state == 2) t->tombs--;
    size_t n = strlen(key);
    s->key = malloc(n + 1);
    memcpy(s->key, key, n + 1);
    s->hash = h;
    s->value = value;
    s->state = 1;
    t->used++;
}

static int table_get(struct table *t, const char *key, int *out) {
    struct slot *s = find_slot(t, key, fnv1a(key), 0);
    if (!s) return 0;
    *out = s->value;
    return 1;
}

static int table_del(struct table *t, const char *key) {
    struct slot *s = find_slot(t, key, fnv1a(key), 0);
    if (!s) return 0;
    free(s->key);
    s->key = NULL;
    s->state = 2;
    t->used--;
    t->tombs++;
    return 1;
}

/* chained table keyed by integers */
struct cnode { long key; long count; struct cnode *next; };
struct chain { struct cnode *buckets[64]; };

static void chain_add(struct chain *c, long key) {
    unsigned b = (unsigned)((unsigned long)key * 0x9e3779b97f4a7c15UL >> 58);
    for (struct cnode *n = c->buckets[b]; n; n = n->next)
        if (n->key == key) {
            n->count++;
            return;
        }
    struct cnode *n = malloc(sizeof *n);
    n->key = key;
    n->count = 1;
    n->next = c->buckets[b];
    c->buckets[b] = n;
}

static void chain_free(struct chain *c) {
    for (int i = 0; i < 64; i++) {
        struct cnode *n = c->buckets[i];
        while (n) {
            struct cnode *nx = n->next;
            free(n);
            n = nx;
        }
    }
}

int main(void) {
    struct table t;
    table_init(&t, 8);
    char key[32];
    for (int i = 0; i < 500; i++) {
        snprintf(key, sizeof key, "key-%d", i * 7);
        table_put(&t, key, i);
    }
    for (int i = 0; i < 500; i += 3) {
        snprintf(key, sizeof key, "key-%d", i * 7);
        table_del(&t, key);
    }
    for (int i = 0; i < 100; i++) {
        snprintf(key, sizeof key, "key-%d", i * 7);
        table_put(&t, key, -i);
    }
    long sum = 0;
    int found = 0;
    for (int i = 0; i < 600; i++) {
        int v;
        snprintf(key, sizeof key, "key-%d", i * 7);
        if (table_get(&t, key, &v)) {
            found++;
            sum += v;
        }
    }
    printf("cap=%zu used=%zu tombs=%zu found=%d sum=%ld\n", t.cap, t.used, t.tombs, found, sum);
    int v = 0;
    printf("get key-7: %d (%d) get missing: %d\n", table_get(&t, "key-7", &v), v, table_get(&t, "nope", &v));
    table_free(&t);

    struct chain c;
    memset(&c, 0, sizeof c);
    unsigned s = 12345;
    for (int i = 0; i < 3000; i++) {
        s = s * 1103515245u + 12345u;
        chain_add(&c, (long)(s >> 16) % 500 - 250);
    }
    long distinct = 0, total = 0, maxc = 0, maxk = 0;
    int longest = 0;
    for (int b = 0; b < 64; b++) {
        int len = 0;
        for (struct cnode *n = c.buckets[b]; n; n = n->next) {
            distinct++;
            total += n->count;
            len++;
            if (n->count > maxc || (n->count == maxc && n->key < maxk)) {
                maxc = n->count;
                maxk = n->key;
            }
        }
        if (len > longest) longest = len;
    }
    printf("distinct=%ld total=%ld most common=%ld x%ld longest chain=%d\n", distinct, total, maxk, maxc, longest);
    chain_free(&c);
    return (int)((sum + distinct + maxk) & 0x7f);
}
