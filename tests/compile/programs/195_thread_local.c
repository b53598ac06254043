#include <stdio.h>

/* Thread-local variables (general-dynamic accesses) in the main thread:
   initialized, zeroed, static, arrays, and their addresses. */
static __thread int counter = 5;
__thread long table[4] = {1, 2, 3, 4};
_Thread_local char buf[100];
static _Thread_local double acc;

__attribute__((noinline)) static long *slot(int i) { return &table[i & 3]; }

int main(void) {
    for (int i = 0; i < 1000; i++) {
        counter += i & 7;
        *slot(i) += i;
        buf[i % 100] = (char)('a' + i % 26);
        acc += 0.5 * i;
    }
    long sum = 0;
    for (int i = 0; i < 4; i++) sum += table[i];
    printf("%d %ld %c%c%c %.1f\n", counter, sum, buf[0], buf[50], buf[99], acc);
    return (int)(sum & 0x7f);
}
