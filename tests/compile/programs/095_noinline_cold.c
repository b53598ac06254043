#include <stdio.h>
#include <stdlib.h>

__attribute__((cold, noinline)) static void report_error(const char *what, int code) {
    printf("error: %s (%d)\n", what, code);
}
__attribute__((noinline)) static int checked_div(int a, int b, int *ok) {
    if (__builtin_expect(b == 0, 0)) {
        report_error("division by zero", a);
        *ok = 0;
        return 0;
    }
    *ok = 1;
    return a / b;
}
__attribute__((hot, noinline)) static int hot_loop(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += i % 7;
    return s;
}
__attribute__((noinline, cold)) static int rarely(int x) { return x * 3 + 1; }
__attribute__((always_inline)) static inline int always(int x) { return x + 1000; }
__attribute__((noreturn, noinline, cold)) static void die(int code) {
    fflush(stdout);
    exit(code);
}

int main(void) {
    int ok, total = 0;
    for (int b = -2; b <= 2; b++) {
        int q = checked_div(100, b, &ok);
        total += q + ok;
    }
    total += hot_loop(1000) + rarely(5) + always(1);
    printf("total=%d\n", total);
    if (total > 0) die(total & 0x7f); /* exit through a noreturn function */
    return 1;
}
