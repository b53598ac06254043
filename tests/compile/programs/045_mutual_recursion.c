#include <stdio.h>

static int is_even(unsigned n);
static int is_odd(unsigned n);

__attribute__((noinline)) static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
__attribute__((noinline)) static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

/* Hofstadter female/male sequences */
static int F(int n);
static int M(int n);
__attribute__((noinline)) static int F(int n) { return n == 0 ? 1 : n - M(F(n - 1)); }
__attribute__((noinline)) static int M(int n) { return n == 0 ? 0 : n - F(M(n - 1)); }

/* recursive descent over a tiny grammar: s = '(' s* ')' */
static int parse_list(const char **p, int depth);
__attribute__((noinline)) static int parse_item(const char **p, int depth) {
    if (**p != '(') return -1;
    (*p)++;
    int inner = parse_list(p, depth + 1);
    if (inner < 0 || **p != ')') return -1;
    (*p)++;
    return inner + depth;
}
__attribute__((noinline)) static int parse_list(const char **p, int depth) {
    int total = 0;
    while (**p == '(') {
        int r = parse_item(p, depth);
        if (r < 0) return -1;
        total += r + 1;
    }
    return total;
}

int main(void) {
    int evens = 0;
    for (unsigned i = 0; i < 200; i++) evens += is_even(i);
    printf("evens=%d odd(77)=%d\n", evens, is_odd(77));
    int s = 0;
    for (int i = 0; i < 20; i++) {
        printf("%d%c", F(i), i == 19 ? '\n' : ' ');
        s += F(i) * 2 + M(i);
    }
    const char *exprs[] = {"()", "(())()", "((()())(()))", "(()", "((((()))))"};
    for (int i = 0; i < 5; i++) {
        const char *p = exprs[i];
        int r = parse_list(&p, 0);
        if (*p) r = -2;
        printf("%-14s -> %d\n", exprs[i], r);
        s += r;
    }
    return (s + evens) & 0x7f;
}
