#include <stdio.h>

/* Loop-carried values that swap or rotate each iteration: at -O2 these become phi cycles whose lowering needs
   parallel copies. */
__attribute__((noinline)) static long swap_loop(long a, long b, int n) {
    for (int i = 0; i < n; i++) {
        long t = a;
        a = b;
        b = t + i;
    }
    return a * 1000 + b;
}
__attribute__((noinline)) static int rotate3(int a, int b, int c, int n) {
    for (int i = 0; i < n; i++) {
        int t = a;
        a = b;
        b = c;
        c = t;
    }
    return a * 100 + b * 10 + c;
}
__attribute__((noinline)) static unsigned long fib_pair(int n) {
    unsigned long x = 0, y = 1;
    while (n--) {
        unsigned long t = x + y;
        x = y;
        y = t;
    }
    return x;
}
__attribute__((noinline)) static double swap_fp(double a, double b, int n) {
    for (int i = 0; i < n; i++) {
        double t = a;
        a = b * 0.5;
        b = t + 1.0;
    }
    return a + b * 3;
}
__attribute__((noinline)) static unsigned gcd_swap(unsigned a, unsigned b) {
    while (b) {
        unsigned t = a % b;
        a = b;
        b = t;
    }
    return a;
}
__attribute__((noinline)) static int cond_swap(int *v, int n) {
    int lo = v[0], hi = v[0];
    for (int i = 1; i < n; i++) {
        int x = v[i];
        if (x < lo) { int t = lo; lo = x; x = t; }
        if (x > hi) { int t = hi; hi = x; x = t; }
    }
    return hi - lo;
}

int main(void) {
    int v[20];
    for (int i = 0; i < 20; i++) v[i] = (i * 37) % 23 - 11;
    printf("swap=%ld %ld rotate=%d %d %d fib=%lu swapfp=%.17g gcd=%u cond=%d\n", swap_loop(1, 2, 7), swap_loop(5, -3, 10),
           rotate3(1, 2, 3, 1), rotate3(1, 2, 3, 2), rotate3(1, 2, 3, 100), fib_pair(90), swap_fp(1, 2, 15),
           gcd_swap(1071, 462), cond_swap(v, 20));
    return (int)((swap_loop(3, 4, 9) + rotate3(4, 5, 6, 5) + (long)fib_pair(50)) & 0x7f);
}
