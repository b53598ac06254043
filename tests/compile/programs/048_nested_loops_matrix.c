#include <stdio.h>

/* Nested loops with early exits, triangular iteration, loop-carried dependencies. */
#define N 12

__attribute__((noinline)) static int pascal(int n, int k) {
    int row[N + 1];
    for (int i = 0; i <= n; i++) {
        row[i] = 1;
        for (int j = i - 1; j > 0; j--) row[j] += row[j - 1];
    }
    return row[k];
}
__attribute__((noinline)) static int count_inversions(const int *a, int n) {
    int inv = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] > a[j]) inv++;
    return inv;
}
__attribute__((noinline)) static int find_in_grid(int g[N][N], int key, int *r, int *c) {
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            if (g[i][j] == key) {
                *r = i;
                *c = j;
                return 1;
            }
        }
    }
    return 0;
}

int main(void) {
    int grid[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) grid[i][j] = (i * 37 + j * 11) % 101;
    int r = -1, c = -1;
    int f = find_in_grid(grid, 50, &r, &c);
    printf("found=%d at %d,%d\n", f, r, c);
    unsigned s = 0;
    for (int n = 0; n <= 10; n++) {
        for (int k = 0; k <= n; k++) {
            int p = pascal(n, k);
            s = s * 3 + (unsigned)p;
            printf("%d%s", p, k == n ? "\n" : " ");
        }
    }
    int arr[40];
    for (int i = 0; i < 40; i++) arr[i] = (i * 17) % 23;
    int inv = count_inversions(arr, 40);
    int diag = 0;
    for (int i = 0; i < N; i++) diag += grid[i][i] - grid[i][N - 1 - i];
    printf("inv=%d diag=%d s=%u\n", inv, diag, s);
    return (int)((s + (unsigned)inv + (unsigned)diag) & 0x7f);
}
