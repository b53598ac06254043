#include <stdio.h>

/* Functions returning function pointers, arrays of pointers to functions returning pointers, closures by struct. */
typedef int (*intfn)(int);
static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }
static int dbl(int x) { return x * 2; }
static int sqr(int x) { return x * x; }

static intfn pick(int k) {
    static const intfn fns[] = {inc, dec, dbl, sqr};
    return fns[k & 3];
}
static int (*pick2(int k))(int) { return k ? dbl : inc; }

struct closure { int (*fn)(const struct closure *, int); int captured; };
static int add_captured(const struct closure *c, int x) { return x + c->captured; }
static int mul_captured(const struct closure *c, int x) { return x * c->captured; }
static int apply_n(const struct closure *c, int n, int x) {
    while (n--) x = c->fn(c, x);
    return x;
}

int main(void) {
    int x = 3;
    for (int k = 0; k < 12; k++) x = pick(k)(x) % 10007;
    int y = pick2(0)(pick2(1)(20));
    struct closure cs[] = {{add_captured, 5}, {mul_captured, 3}, {add_captured, -2}};
    int z = 1;
    for (int i = 0; i < 3; i++) z = apply_n(&cs[i], 4, z);
    intfn (*getter)(int) = pick;
    printf("x=%d y=%d z=%d via getter=%d\n", x, y, z, getter(3)(9));
    return (x + y + z) & 0x7f;
}
