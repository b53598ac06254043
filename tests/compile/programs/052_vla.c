#include <stdio.h>

__attribute__((noinline)) static long vla_sum(int n) {
    long a[n];
    for (int i = 0; i < n; i++) a[i] = (long)i * i - n;
    long s = 0;
    for (int i = 0; i < n; i++) s += a[i] * (i % 3);
    return s;
}
__attribute__((noinline)) static double vla_2d(int rows, int cols) {
    double m[rows][cols];
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) m[i][j] = i * 0.5 + j * 0.25;
    double t = 0;
    for (int j = 0; j < cols; j++)
        for (int i = 0; i < rows; i++) t += m[i][j] * (j + 1);
    return t + (double)sizeof m;
}
static int matsum(int n, int m, int a[n][m]) {
    int s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) s += a[i][j] * (i - j);
    return s;
}
__attribute__((noinline)) static int vla_param(int n) {
    int a[n][n + 1];
    for (int i = 0; i < n; i++)
        for (int j = 0; j <= n; j++) a[i][j] = i * 10 + j;
    return matsum(n, n + 1, a);
}
__attribute__((noinline)) static int vla_char(int n) {
    char buf[n + 1];
    for (int i = 0; i < n; i++) buf[i] = (char)('a' + i % 26);
    buf[n] = 0;
    int s = 0;
    for (char *p = buf; *p; p++) s += *p;
    return s;
}

int main(void) {
    long s = 0;
    for (int n = 1; n < 50; n += 7) {
        long v = vla_sum(n);
        s += v;
        printf("vla_sum(%d)=%ld vla_2d=%.2f vla_param=%d vla_char=%d\n", n, v, vla_2d(n, n / 2 + 1), vla_param(n), vla_char(n * 3));
    }
    s += vla_param(20) + vla_char(1000);
    printf("s=%ld\n", s);
    return (int)(s & 0x7f);
}
