#include <stdio.h>

/* VLAs declared inside loops: each iteration's VLA is released (stacksave/stackrestore). */
__attribute__((noinline)) static unsigned work(int iters) {
    unsigned h = 0;
    for (int it = 1; it <= iters; it++) {
        int n = (it * 37) % 200 + 1;
        unsigned buf[n];
        for (int i = 0; i < n; i++) buf[i] = (unsigned)(i * it) ^ 0x5a5au;
        for (int i = 0; i < n; i++) h = h * 31 + buf[i];
        if (it % 3 == 0) {
            char s[n * 2];
            for (int i = 0; i < n * 2; i++) s[i] = (char)(i & 0x3f);
            h ^= (unsigned)s[n];
        }
    }
    return h;
}
__attribute__((noinline)) static int early_exit(int limit) {
    int total = 0;
    for (int k = 1; k < 1000; k++) {
        int v[k];
        for (int i = 0; i < k; i++) v[i] = i;
        total += v[k - 1];
        if (total > limit) return total;
        if (k % 5 == 0) continue;
        total += 1;
    }
    return -1;
}

int main(void) {
    /* 100000 iterations would exhaust the stack if VLAs were not released per iteration. */
    unsigned h = work(3000);
    int e = early_exit(10000);
    unsigned h2 = 0;
    for (int i = 0; i < 20000; i++) {
        int n = 100 + i % 50;
        double big[n * 10];
        big[0] = i;
        big[n * 10 - 1] = -i;
        h2 += (unsigned)(int)(big[0] - big[n * 10 - 1]);
    }
    printf("h=%u e=%d h2=%u\n", h, e, h2);
    return (int)((h ^ h2 ^ (unsigned)e) & 0x7f);
}
