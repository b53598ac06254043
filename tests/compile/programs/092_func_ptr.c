#include <stdio.h>

typedef int (*binop)(int, int);
typedef double (*unop)(double);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int maxi(int a, int b) { return a > b ? a : b; }
static double twice(double x) { return 2 * x; }
static double sq(double x) { return x * x; }
static double neg(double x) { return -x; }

__attribute__((noinline)) static int fold(const int *v, int n, int init, binop f) {
    int acc = init;
    for (int i = 0; i < n; i++) acc = f(acc, v[i]);
    return acc;
}
__attribute__((noinline)) static double compose(unop f, unop g, double x) { return f(g(x)); }
__attribute__((noinline)) static binop choose(char c) {
    switch (c) {
    case '+': return add;
    case '-': return sub;
    case '*': return mul;
    default: return maxi;
    }
}

int main(void) {
    int v[] = {3, -1, 4, 1, -5, 9, 2, 6};
    int r1 = fold(v, 8, 0, add), r2 = fold(v, 8, 1, mul), r3 = fold(v, 8, -100, maxi), r4 = fold(v, 8, 0, sub);
    printf("sum=%d prod=%d max=%d sub=%d\n", r1, r2, r3, r4);
    unop ops[] = {twice, sq, neg};
    double acc = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) acc += compose(ops[i], ops[j], i + j + 0.5);
    const char *prog = "+*-m+*";
    int x = 2;
    for (const char *p = prog; *p; p++) x = choose(*p)(x, 3);
    binop same = add;
    printf("acc=%g x=%d eq=%d ne=%d\n", acc, x, same == add, same != sub);
    int (*pp)(int, int) = &mul;
    printf("call through &: %d %d\n", pp(6, 7), (*pp)(2, 21));
    return (r1 + r2 + r3 + x + (int)acc) & 0x7f;
}
