#include <stdio.h>

__attribute__((noinline)) static int primes_below(int n, int *out) {
    int k = 0;
    for (int i = 2; i < n; i++) {
        int prime = 1;
        for (int d = 2; d * d <= i; d++) {
            if (i % d == 0) { prime = 0; break; }
        }
        if (!prime) continue;
        out[k++] = i;
    }
    return k;
}
__attribute__((noinline)) static int find_pair(const int *a, int n, int target, int *pi, int *pj) {
    for (int i = 0; i < n; i++) {
        if (a[i] > target) continue;
        for (int j = i + 1; j < n; j++) {
            if (a[j] > target) continue;
            if (a[i] + a[j] == target) { *pi = i; *pj = j; goto found; }
        }
    }
    return 0;
found:
    return 1;
}
__attribute__((noinline)) static int skip_sum(int n) {
    int s = 0, i = 0;
    while (1) {
        i++;
        if (i > n) break;
        if (i % 3 == 0) continue;
        if (i % 7 == 0) { s -= i; continue; }
        s += i;
    }
    return s;
}

int main(void) {
    int p[200];
    int k = primes_below(1000, p);
    printf("primes below 1000: %d, last %d\n", k, p[k - 1]);
    int i = -1, j = -1;
    int found = find_pair(p, k, 1000, &i, &j);
    printf("pair for 1000: %d (%d + %d)\n", found, found ? p[i] : 0, found ? p[j] : 0);
    found = find_pair(p, k, 11, &i, &j);
    printf("pair for 11: %d\n", found);
    int ss = skip_sum(100);
    int d = 0;
    do {
        d += 2;
        if (d == 6) continue;
        if (d > 15) break;
    } while (d < 100);
    printf("skip_sum=%d d=%d\n", ss, d);
    return (k + ss + d) & 0x7f;
}
