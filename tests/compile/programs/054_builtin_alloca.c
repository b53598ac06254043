#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static int join(const char **parts, int n, char *out, size_t cap) {
    size_t total = 1;
    for (int i = 0; i < n; i++) total += strlen(parts[i]) + 1;
    char *tmp = __builtin_alloca(total);
    char *p = tmp;
    for (int i = 0; i < n; i++) {
        size_t l = strlen(parts[i]);
        memcpy(p, parts[i], l);
        p += l;
        *p++ = i + 1 < n ? ',' : '\0';
    }
    if (n == 0) *p = 0;
    size_t len = strlen(tmp);
    if (len + 1 > cap) return -1;
    memcpy(out, tmp, len + 1);
    return (int)len;
}
__attribute__((noinline)) static long alloca_many(int n) {
    long s = 0;
    int *blocks[8];
    for (int b = 0; b < 8; b++) {
        blocks[b] = __builtin_alloca(sizeof(int) * (size_t)(n + b));
        for (int i = 0; i < n + b; i++) blocks[b][i] = i * b;
    }
    for (int b = 0; b < 8; b++)
        for (int i = 0; i < n + b; i++) s += blocks[b][i];
    return s;
}
__attribute__((noinline)) static double aligned_alloca(int n) {
    double *d = __builtin_alloca_with_align(sizeof(double) * (size_t)n, 256);
    for (int i = 0; i < n; i++) d[i] = i * 0.5;
    double s = 0;
    for (int i = 0; i < n; i++) s += d[i];
    return s;
}

int main(void) {
    const char *parts[] = {"alpha", "beta", "gamma", "delta"};
    char out[64];
    int l = join(parts, 4, out, sizeof out);
    printf("join=%s len=%d\n", out, l);
    long s = 0;
    for (int n = 1; n < 200; n += 13) s += alloca_many(n);
    double a = aligned_alloca(100);
    printf("s=%ld a=%.1f\n", s, a);
    return (int)((s + l + (long)a) & 0x7f);
}
