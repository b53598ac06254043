#include <stdio.h>

__attribute__((noinline)) static int for_sum(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += i * i;
    return s;
}
__attribute__((noinline)) static int while_collatz(unsigned long n) {
    int steps = 0;
    while (n != 1) {
        n = n % 2 ? 3 * n + 1 : n / 2;
        steps++;
    }
    return steps;
}
__attribute__((noinline)) static int do_digits(unsigned x) {
    int d = 0;
    do {
        d++;
        x /= 10;
    } while (x);
    return d;
}
__attribute__((noinline)) static int down_loop(int n) {
    int s = 0;
    for (int i = n; i > 0; i -= 3) s = s * 2 + i;
    return s;
}
__attribute__((noinline)) static long nested_loops(int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++)
            for (int k = 0; k < j - i; k++) s += (i ^ j) + k;
    return s;
}
__attribute__((noinline)) static unsigned infinite_with_break(unsigned x) {
    for (;;) {
        x = x * 1103515245u + 12345u;
        if ((x >> 16) % 97 == 5) break;
    }
    return x;
}
__attribute__((noinline)) static int ptr_loop(const char *s) {
    int n = 0;
    while (*s++) n++;
    return n;
}

int main(void) {
    int maxsteps = 0, arg = 0;
    for (unsigned long i = 1; i < 3000; i++) {
        int st = while_collatz(i);
        if (st > maxsteps) { maxsteps = st; arg = (int)i; }
    }
    printf("for_sum=%d collatz max %d at %d digits=%d,%d,%d down=%d\n", for_sum(100), maxsteps, arg, do_digits(0),
           do_digits(4294967295u), do_digits(1000), down_loop(20));
    printf("nested=%ld brk=%u len=%d\n", nested_loops(30), infinite_with_break(1), ptr_loop("loop forms"));
    unsigned char c = 0;
    int wraps = 0;
    do { c++; wraps++; } while (c != 0);
    printf("wraps=%d\n", wraps);
    return (maxsteps + arg + wraps) & 0x7f;
}
