#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Several sorting algorithms checked against each other. */
static void insertion_sort(int *a, int n) {
    for (int i = 1; i < n; i++) {
        int k = a[i], j = i - 1;
        while (j >= 0 && a[j] > k) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = k;
    }
}
static void quicksort(int *a, int lo, int hi) {
    while (lo < hi) {
        int p = a[lo + (hi - lo) / 2], i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) {
                int t = a[i];
                a[i] = a[j];
                a[j] = t;
                i++;
                j--;
            }
        }
        if (j - lo < hi - i) {
            quicksort(a, lo, j);
            lo = i;
        } else {
            quicksort(a, i, hi);
            hi = j;
        }
    }
}
static void merge_sort(int *a, int *tmp, int n) {
    if (n < 2) return;
    int m = n / 2;
    merge_sort(a, tmp, m);
    merge_sort(a + m, tmp, n - m);
    int i = 0, j = m, k = 0;
    while (i < m && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < m) tmp[k++] = a[i++];
    while (j < n) tmp[k++] = a[j++];
    memcpy(a, tmp, sizeof(int) * (size_t)n);
}
static void sift_down(int *a, int n, int i) {
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < n && a[l] > a[m]) m = l;
        if (r < n && a[r] > a[m]) m = r;
        if (m == i) return;
        int t = a[i];
        a[i] = a[m];
        a[m] = t;
        i = m;
    }
}
static void heap_sort(int *a, int n) {
    for (int i = n / 2 - 1; i >= 0; i--) sift_down(a, n, i);
    for (int e = n - 1; e > 0; e--) {
        int t = a[0];
        a[0] = a[e];
        a[e] = t;
        sift_down(a, e, 0);
    }
}
static void shell_sort(int *a, int n) {
    static const int gaps[] = {701, 301, 132, 57, 23, 10, 4, 1};
    for (int g = 0; g < 8; g++) {
        int gap = gaps[g];
        for (int i = gap; i < n; i++) {
            int t = a[i], j = i;
            for (; j >= gap && a[j - gap] > t; j -= gap) a[j] = a[j - gap];
            a[j] = t;
        }
    }
}
static void radix_sort(unsigned *a, unsigned *tmp, int n) {
    for (int shift = 0; shift < 32; shift += 8) {
        int count[257] = {0};
        for (int i = 0; i < n; i++) count[((a[i] >> shift) & 255) + 1]++;
        for (int i = 0; i < 256; i++) count[i + 1] += count[i];
        for (int i = 0; i < n; i++) tmp[count[(a[i] >> shift) & 255]++] = a[i];
        memcpy(a, tmp, sizeof(unsigned) * (size_t)n);
    }
}
static void counting_sort(unsigned char *a, int n) {
    int c[256] = {0};
    for (int i = 0; i < n; i++) c[a[i]]++;
    int k = 0;
    for (int v = 0; v < 256; v++)
        while (c[v]--) a[k++] = (unsigned char)v;
}
static int cmp(const void *x, const void *y) {
    int a = *(const int *)x, b = *(const int *)y;
    return (a > b) - (a < b);
}

#define N 2000
int main(void) {
    static int orig[N], a[N], ref[N], tmp[N];
    unsigned s = 2024;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        orig[i] = (int)(s >> 4) % 100000 - 50000;
    }
    memcpy(ref, orig, sizeof ref);
    qsort(ref, N, sizeof ref[0], cmp);
    const char *names[] = {"insertion", "quick", "merge", "heap", "shell", "radix"};
    int all_ok = 1;
    for (int alg = 0; alg < 6; alg++) {
        memcpy(a, orig, sizeof a);
        switch (alg) {
        case 0: insertion_sort(a, N); break;
        case 1: quicksort(a, 0, N - 1); break;
        case 2: merge_sort(a, tmp, N); break;
        case 3: heap_sort(a, N); break;
        case 4: shell_sort(a, N); break;
        case 5: {
            /* radix on biased unsigned values */
            unsigned *u = (unsigned *)a, *ut = (unsigned *)tmp;
            for (int i = 0; i < N; i++) u[i] = (unsigned)a[i] ^ 0x80000000u;
            radix_sort(u, ut, N);
            for (int i = 0; i < N; i++) a[i] = (int)(u[i] ^ 0x80000000u);
            break;
        }
        }
        int ok = memcmp(a, ref, sizeof a) == 0;
        all_ok &= ok;
        printf("%-9s ok=%d first=%d median=%d last=%d\n", names[alg], ok, a[0], a[N / 2], a[N - 1]);
    }
    unsigned char bytes[300];
    for (int i = 0; i < 300; i++) bytes[i] = (unsigned char)(i * 97 % 251);
    counting_sort(bytes, 300);
    int sorted = 1;
    for (int i = 1; i < 300; i++) sorted &= bytes[i - 1] <= bytes[i];
    printf("counting sorted=%d min=%u max=%u\n", sorted, bytes[0], bytes[299]);
    return (all_ok * 64 + sorted * 32 + (ref[N / 3] & 31)) & 0x7f;
}
