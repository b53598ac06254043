#include <stdio.h>

__attribute__((noinline)) static int next_id(void) {
    static int id = 1000;
    return id++;
}
__attribute__((noinline)) static const char *cycle(void) {
    static const char *names[] = {"red", "green", "blue"};
    static unsigned i;
    return names[i++ % 3];
}
__attribute__((noinline)) static double running_mean(double x) {
    static double sum;
    static long n;
    sum += x;
    n++;
    return sum / (double)n;
}
__attribute__((noinline)) static int *buffer(void) {
    static int buf[10] = {9, 8, 7};
    return buf;
}
__attribute__((noinline)) static unsigned long long fib_memo(int n) {
    static unsigned long long memo[94];
    if (n < 2) return (unsigned long long)n;
    if (memo[n]) return memo[n];
    return memo[n] = fib_memo(n - 1) + fib_memo(n - 2);
}

int main(void) {
    int ids = 0;
    for (int i = 0; i < 5; i++) ids += next_id();
    for (int i = 0; i < 5; i++) printf("%s ", cycle());
    double m = 0;
    for (int i = 1; i <= 10; i++) m = running_mean(i * i);
    int *b = buffer();
    b[5] = 55;
    int *b2 = buffer();
    printf("\nids=%d next=%d mean=%g b2[0]=%d b2[5]=%d same=%d fib90=%llu\n", ids, next_id(), m, b2[0], b2[5], b == b2,
           fib_memo(90));
    return (int)((ids + (int)m + (int)(fib_memo(50) & 0xff)) & 0x7f);
}
