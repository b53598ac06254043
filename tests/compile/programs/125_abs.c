#include <stdio.h>
#include <stdlib.h>
#include <limits.h>

__attribute__((noinline)) static int my_abs(int x) { return x < 0 ? -x : x; }
__attribute__((noinline)) static long my_labs(long x) { return x >= 0 ? x : -x; }
__attribute__((noinline)) static unsigned uabs_diff(unsigned a, unsigned b) { return a > b ? a - b : b - a; }
__attribute__((noinline)) static int abs_via_builtin(int x) { return __builtin_abs(x); }
__attribute__((noinline)) static unsigned safe_abs(int x) { return x < 0 ? 0u - (unsigned)x : (unsigned)x; }
__attribute__((noinline)) static short sabs(short x) { return (short)(x < 0 ? -x : x); }

int main(void) {
    static const int v[] = {0, 1, -1, 42, -42, 2147483647, -2147483647, 65536, -65536};
    long long s = 0;
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        int x = v[i];
        printf("%d: abs=%d my=%d builtin=%d labs=%ld llabs=%lld\n", x, abs(x), my_abs(x), abs_via_builtin(x), labs(x * 3L),
               llabs(x * -5LL));
        s += abs(x) + my_labs(x * 1000L) + llabs((long long)x * 1048576LL);
    }
    printf("safe_abs(INT_MIN)=%u uabs_diff=%u,%u sabs=%d,%d\n", safe_abs(INT_MIN), uabs_diff(3, 10), uabs_diff(4000000000u, 1),
           sabs(-32767), sabs(100));
    long tot = 0;
    for (int i = -500; i <= 500; i++) tot += my_abs(i * 7 % 13) + my_labs(i);
    printf("s=%lld tot=%ld\n", s, tot);
    return (int)((s + tot) & 0x7f);
}
