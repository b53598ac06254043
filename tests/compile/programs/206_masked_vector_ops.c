// CFLAGS: -march=x86-64-v3
// Loops that LLVM's vectorizer turns, for AVX2, into masked loads and
// stores (a conditional copy and a conditional update) and, with
// gathers allowed, gathers through an index array: each lane loaded or
// stored only where its condition holds, lanes past the end never
// touched (the arrays end at a page-sized boundary of the buffer).
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static unsigned sum;

static void mix(unsigned v) { sum = sum * 31u + v; }

__attribute__((noinline)) static void cond_copy(int *restrict a, const int *restrict b,
                                                const int *restrict c, int n) {
    for (int i = 0; i < n; i++)
        if (c[i] > 0)
            a[i] = b[i] * 3;
}

__attribute__((noinline)) static void cond_update(double *restrict x, const double *restrict y,
                                                  int n) {
    for (int i = 0; i < n; i++)
        if (y[i] < 0.5)
            x[i] += y[i];
}

__attribute__((noinline)) static long gather_sum(const long *restrict v,
                                                 const int *restrict idx, int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += v[idx[i]] * (i + 1);
    return s;
}

int main(void) {
    static int a[1000], b[1000], c[1000];
    static double x[333], y[333];
    static long v[777];
    static int idx[500];
    for (int i = 0; i < 1000; i++) {
        a[i] = -1;
        b[i] = i * 13 - 400;
        c[i] = (i * 7) % 5 - 2;
    }
    for (int i = 0; i < 333; i++) {
        x[i] = i * 0.25;
        y[i] = ((i * 37) % 100) / 100.0;
    }
    for (int i = 0; i < 777; i++)
        v[i] = (long)i * i - 5000;
    for (int i = 0; i < 500; i++)
        idx[i] = (i * 389) % 777;
    for (int n = 0; n < 40; n += 7) {
        cond_copy(a, b, c, 1000 - n);
        cond_update(x, y, 333 - n);
        mix((unsigned)gather_sum(v, idx, 500 - n));
    }
    for (int i = 0; i < 1000; i++)
        mix((unsigned)a[i]);
    for (int i = 0; i < 333; i++) {
        uint64_t bits;
        memcpy(&bits, &x[i], 8);
        mix((unsigned)bits ^ (unsigned)(bits >> 32));
    }
    printf("sum %08x\n", sum);
    return (int)(sum & 0x7f);
}
