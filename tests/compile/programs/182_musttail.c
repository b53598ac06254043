#include <stdio.h>

/* Guaranteed tail calls ([[clang::musttail]]) between functions of the same signature, including indirect ones. */
typedef long (*step_fn)(long acc, long n, const void *tbl);

static long done(long acc, long n, const void *tbl);
static long even(long acc, long n, const void *tbl);
static long odd(long acc, long n, const void *tbl);

static const step_fn table[3] = {done, even, odd};

__attribute__((noinline)) static long dispatch(long acc, long n, const void *tbl) {
    const step_fn *t = tbl;
    int k = n == 0 ? 0 : (n % 2 == 0 ? 1 : 2);
    __attribute__((musttail)) return t[k](acc, n, tbl);
}
__attribute__((noinline)) static long done(long acc, long n, const void *tbl) {
    (void)n;
    (void)tbl;
    return acc;
}
__attribute__((noinline)) static long even(long acc, long n, const void *tbl) {
    __attribute__((musttail)) return dispatch(acc + n / 2, n - 1, tbl);
}
__attribute__((noinline)) static long odd(long acc, long n, const void *tbl) {
    __attribute__((musttail)) return dispatch(acc * 3 % 1000003 + n, n - 1, tbl);
}
__attribute__((noinline)) static int count_down(int n, int acc) {
    if (n == 0) return acc;
    __attribute__((musttail)) return count_down(n - 1, acc + (n & 3));
}

int main(void) {
    /* a million tail calls would overflow the stack without guaranteed tail calls */
    long r = dispatch(0, 1000000, table);
    int c = count_down(1000000, 0);
    printf("r=%ld c=%d\n", r, c);
    return (int)((r + c) & 0x7f);
}
