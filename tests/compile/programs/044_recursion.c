#include <stdio.h>

__attribute__((noinline)) static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__attribute__((noinline)) static unsigned long ack(unsigned long m, unsigned long n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
__attribute__((noinline)) static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
__attribute__((noinline)) static void hanoi(int n, int from, int to, int via, int *moves, unsigned *chk) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to, moves, chk);
    ++*moves;
    *chk = *chk * 7 + (unsigned)(from * 3 + to);
    hanoi(n - 1, via, to, from, moves, chk);
}
__attribute__((noinline)) static int binsearch(const int *a, int lo, int hi, int key) {
    if (lo > hi) return -1;
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key) return mid;
    return a[mid] < key ? binsearch(a, mid + 1, hi, key) : binsearch(a, lo, mid - 1, key);
}
__attribute__((noinline)) static double power(double x, int n) {
    if (n == 0) return 1;
    double h = power(x, n / 2);
    return n % 2 ? h * h * x : h * h;
}

int main(void) {
    printf("fib(25)=%ld\n", fib(25));
    printf("ack(2,3)=%lu ack(3,3)=%lu ack(3,4)=%lu\n", ack(2, 3), ack(3, 3), ack(3, 4));
    printf("gcd(1071,462)=%d gcd(17,5)=%d\n", gcd(1071, 462), gcd(17, 5));
    int moves = 0;
    unsigned chk = 0;
    hanoi(10, 1, 3, 2, &moves, &chk);
    printf("hanoi(10) moves=%d chk=%u\n", moves, chk);
    int a[100];
    for (int i = 0; i < 100; i++) a[i] = i * 3 + 1;
    int found = 0;
    for (int k = 0; k < 300; k++) found += binsearch(a, 0, 99, k) >= 0;
    printf("found=%d power=%.17g\n", found, power(1.0001, 10000));
    return (int)(((unsigned)(fib(20) + moves + found) + chk) & 0x7f);
}
