#include <stdio.h>
#include <stdlib.h>

/* Dense matrix multiply (naive, transposed and blocked), integer matrix power, and LU-style elimination. */
#define N 48

static void matmul_naive(int n, const double *a, const double *b, double *c) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}
static void matmul_ikj(int n, const double *a, const double *b, double *c) {
    for (int i = 0; i < n * n; i++) c[i] = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++) {
            double aik = a[i * n + k];
            for (int j = 0; j < n; j++) c[i * n + j] += aik * b[k * n + j];
        }
}
static void matmul_blocked(int n, const double *a, const double *b, double *c, int bs) {
    for (int i = 0; i < n * n; i++) c[i] = 0;
    for (int ii = 0; ii < n; ii += bs)
        for (int kk = 0; kk < n; kk += bs)
            for (int jj = 0; jj < n; jj += bs)
                for (int i = ii; i < ii + bs && i < n; i++)
                    for (int k = kk; k < kk + bs && k < n; k++)
                        for (int j = jj; j < jj + bs && j < n; j++) c[i * n + j] += a[i * n + k] * b[k * n + j];
}
static void imatmul(const long long a[3][3], const long long b[3][3], long long c[3][3], long long mod) {
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            long long s = 0;
            for (int k = 0; k < 3; k++) s = (s + a[i][k] * b[k][j]) % mod;
            c[i][j] = s;
        }
}
static double determinant(int n, double *m) {
    double det = 1;
    for (int col = 0; col < n; col++) {
        int piv = col;
        for (int r = col + 1; r < n; r++)
            if ((m[r * n + col] < 0 ? -m[r * n + col] : m[r * n + col]) > (m[piv * n + col] < 0 ? -m[piv * n + col] : m[piv * n + col]))
                piv = r;
        if (m[piv * n + col] == 0) return 0;
        if (piv != col) {
            for (int k = 0; k < n; k++) {
                double t = m[col * n + k];
                m[col * n + k] = m[piv * n + k];
                m[piv * n + k] = t;
            }
            det = -det;
        }
        det *= m[col * n + col];
        for (int r = col + 1; r < n; r++) {
            double f = m[r * n + col] / m[col * n + col];
            for (int k = col; k < n; k++) m[r * n + k] -= f * m[col * n + k];
        }
    }
    return det;
}

int main(void) {
    double *a = malloc(sizeof(double) * N * N), *b = malloc(sizeof(double) * N * N);
    double *c1 = malloc(sizeof(double) * N * N), *c2 = malloc(sizeof(double) * N * N), *c3 = malloc(sizeof(double) * N * N);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i * N + j] = ((i * 7 + j * 3) % 11) - 5;
            b[i * N + j] = ((i * 5 + j * 13) % 17) * 0.5 - 4;
        }
    matmul_naive(N, a, b, c1);
    matmul_ikj(N, a, b, c2);
    matmul_blocked(N, a, b, c3, 8);
    double tr = 0, maxdiff = 0;
    for (int i = 0; i < N * N; i++) {
        double d1 = c1[i] - c2[i], d2 = c1[i] - c3[i];
        if (d1 < 0) d1 = -d1;
        if (d2 < 0) d2 = -d2;
        if (d1 > maxdiff) maxdiff = d1;
        if (d2 > maxdiff) maxdiff = d2;
    }
    for (int i = 0; i < N; i++) tr += c1[i * N + i];
    printf("trace=%g c[5][7]=%g maxdiff=%g\n", tr, c1[5 * N + 7], maxdiff);
    /* Fibonacci via 3x3 integer matrix power (tribonacci actually), mod 1e9+7 */
    long long m[3][3] = {{1, 1, 1}, {1, 0, 0}, {0, 1, 0}}, r[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, t[3][3];
    long long e = 1000;
    while (e) {
        if (e & 1) {
            imatmul(r, m, t, 1000000007);
            for (int i = 0; i < 9; i++) r[i / 3][i % 3] = t[i / 3][i % 3];
        }
        imatmul(m, m, t, 1000000007);
        for (int i = 0; i < 9; i++) m[i / 3][i % 3] = t[i / 3][i % 3];
        e >>= 1;
    }
    printf("tribonacci(1000) mod p = %lld\n", r[0][0]);
    double h[5 * 5];
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++) h[i * 5 + j] = 1.0 / (i + j + 1) + (i == j ? 1 : 0);
    printf("det=%.12f\n", determinant(5, h));
    int ret = (int)tr & 0x7f;
    free(a);
    free(b);
    free(c1);
    free(c2);
    free(c3);
    return ret;
}
