#include <stdio.h>

typedef short v8hi __attribute__((vector_size(16)));
typedef unsigned short v8hu __attribute__((vector_size(16)));

__attribute__((noinline)) static v8hi madd(v8hi a, v8hi b) { return a * b + (a >> 2); }
__attribute__((noinline)) static v8hu avg(v8hu a, v8hu b) { return (a >> 1) + (b >> 1) + (a & b & 1); }
__attribute__((noinline)) static v8hi absv(v8hi a) {
    v8hi neg = a < 0;
    return (v8hi)((-a & neg) | (a & ~neg));
}

static void print(const char *n, v8hi v) {
    printf("%s:", n);
    for (int i = 0; i < 8; i++) printf(" %d", v[i]);
    printf("\n");
}

int main(void) {
    v8hi a = {1, -2, 3, -4, 100, -200, 32767, -32768};
    v8hi b = {2, 2, 2, 2, 3, 3, 1, 1};
    print("madd", madd(a, b));
    v8hu ua = {0, 1, 2, 65535, 65534, 1000, 999, 12345}, ub = {1, 1, 3, 65535, 1, 2000, 998, 54321};
    v8hu av = avg(ua, ub);
    printf("avg:");
    for (int i = 0; i < 8; i++) printf(" %u", av[i]);
    printf("\n");
    print("abs", absv((v8hi){-1, 1, -300, 300, 0, -32767, 5, -5}));
    v8hi acc = {0};
    for (int i = 0; i < 50; i++) acc += (v8hi){(short)i, (short)-i, 1, 2, 3, 4, 5, (short)(i & 7)};
    print("acc", acc);
    unsigned h = 0;
    for (int i = 0; i < 8; i++) h = h * 31 + (unsigned short)acc[i] + av[i];
    return (int)(h & 0x7f);
}
