#include <stdio.h>

/* Anonymous structs and unions (C11), designated initializers. */
struct event {
    int type;
    union {
        struct { int x, y; };
        struct { unsigned key; _Bool shift; };
        double amount;
    };
    struct { char tag[4]; short prio; };
};

__attribute__((noinline)) static long describe(const struct event *e) {
    switch (e->type) {
    case 0: return e->x * 1000L + e->y;
    case 1: return (long)e->key * 2 + e->shift;
    case 2: return (long)(e->amount * 100);
    }
    return -1;
}

int main(void) {
    struct event evs[] = {
        {.type = 0, .x = 12, .y = -3, .tag = "mou", .prio = 2},
        {.type = 1, .key = 65, .shift = 1, .tag = "key", .prio = 5},
        {.type = 2, .amount = 3.14159, .tag = "amt", .prio = -1},
        {.type = 0, .x = -7, .y = 7},
    };
    long s = 0;
    for (unsigned i = 0; i < sizeof evs / sizeof evs[0]; i++) {
        long d = describe(&evs[i]);
        printf("%u: type=%d desc=%ld tag=%s prio=%d\n", i, evs[i].type, d, evs[i].tag, evs[i].prio);
        s += d * (i + 1) + evs[i].prio;
    }
    struct event e = evs[1];
    e.x = 1000; /* overlaps key */
    printf("key after write=%u sizeof=%zu s=%ld\n", e.key, sizeof(struct event), s);
    int arr[10] = {[2] = 5, [7] = 9, [3 ... 5] = 1};
    int as = 0;
    for (int i = 0; i < 10; i++) as = as * 3 + arr[i];
    printf("as=%d\n", as);
    return (int)((s + as) & 0x7f);
}
