#include <stdio.h>
#include <string.h>

/* Dispatch tables of function pointers, in static and local arrays and in structs. */
typedef long (*handler)(long);

static long h_inc(long x) { return x + 1; }
static long h_dbl(long x) { return x * 2; }
static long h_sq(long x) { return x * x % 1000003; }
static long h_neg(long x) { return -x; }
static long h_half(long x) { return x / 2; }

static handler const table[] = {h_inc, h_dbl, h_sq, h_neg, h_half};

struct command { const char *name; handler fn; int repeat; };
static const struct command commands[] = {
    {"inc", h_inc, 3}, {"dbl", h_dbl, 2}, {"sq", h_sq, 1}, {"neg", h_neg, 1}, {"half", h_half, 4},
};

static long run(const char *name, long x) {
    for (unsigned i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(commands[i].name, name) == 0) {
            for (int k = 0; k < commands[i].repeat; k++) x = commands[i].fn(x);
            return x;
        }
    return x;
}

int main(void) {
    long x = 7;
    for (int i = 0; i < 25; i++) x = table[(i * 3) % 5](x);
    printf("x=%ld\n", x);
    const char *script[] = {"inc", "sq", "dbl", "half", "neg", "sq", "nop", "inc"};
    long y = 11;
    for (int i = 0; i < 8; i++) {
        y = run(script[i], y);
        printf("%s -> %ld\n", script[i], y);
    }
    handler local[2][2] = {{h_inc, h_dbl}, {h_sq, h_neg}};
    long z = 3;
    for (int i = 0; i < 4; i++) z = local[i / 2][i % 2](z);
    printf("z=%ld\n", z);
    return (int)((x + y + z) & 0x7f);
}
