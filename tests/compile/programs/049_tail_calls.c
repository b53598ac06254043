#include <stdio.h>

/* Tail-recursive functions (-O2 turns them into loops). */
__attribute__((noinline)) static unsigned long fact_acc(unsigned n, unsigned long acc) {
    if (n <= 1) return acc;
    return fact_acc(n - 1, acc * n);
}
__attribute__((noinline)) static int sum_digits(unsigned long x, int acc) {
    if (x == 0) return acc;
    return sum_digits(x / 10, acc + (int)(x % 10));
}
__attribute__((noinline)) static int count_down(int n, int steps) {
    if (n <= 0) return steps;
    if (n % 2) return count_down(n - 3, steps + 1);
    return count_down(n / 2, steps + 1);
}
__attribute__((noinline)) static double geometric(double x, int n, double acc) {
    return n == 0 ? acc : geometric(x, n - 1, acc * x + 1.0);
}

int main(void) {
    unsigned long f = fact_acc(20, 1);
    int sd = sum_digits(f, 0);
    int cd = 0;
    for (int i = 0; i < 1000; i++) cd += count_down(i * 997, 0);
    printf("20!=%lu digits=%d count_down=%d geometric=%.17g\n", f, sd, cd, geometric(0.5, 50, 0.0));
    int deep = count_down(100000, 0);
    printf("deep=%d\n", deep);
    return (int)((f + (unsigned long)sd + (unsigned long)cd) & 0x7f);
}
