#include <stdio.h>

/* Static (internal) functions, static inline helpers, and forward declarations. */
static int helper(int x);
static inline int sq(int x) { return x * x; }
static int counter(void) {
    static int n;
    return ++n;
}
static int helper(int x) { return sq(x) + counter(); }
int exported(int x) { return helper(x) * 2; } /* external linkage too */
static unsigned rec_static(unsigned n) { return n ? n + rec_static(n - 1) : 0; }

int main(void) {
    int s = 0;
    for (int i = 0; i < 10; i++) s += exported(i);
    printf("s=%d counter=%d rec=%u\n", s, counter(), rec_static(100));
    return (s + (int)rec_static(10)) & 0x7f;
}
