#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static void push(int **arr, int *len, int *cap, int v) {
    if (*len == *cap) {
        *cap = *cap ? *cap * 2 : 4;
        *arr = realloc(*arr, sizeof(int) * (size_t)*cap);
    }
    (*arr)[(*len)++] = v;
}
__attribute__((noinline)) static void sort_strings(const char **v, int n) {
    for (int i = 1; i < n; i++) {
        const char *k = v[i];
        int j = i - 1;
        while (j >= 0 && strcmp(v[j], k) > 0) {
            v[j + 1] = v[j];
            j--;
        }
        v[j + 1] = k;
    }
}
__attribute__((noinline)) static int **make_matrix(int r, int c) {
    int **m = malloc(sizeof(int *) * (size_t)r);
    for (int i = 0; i < r; i++) {
        m[i] = malloc(sizeof(int) * (size_t)c);
        for (int j = 0; j < c; j++) m[i][j] = i * c + j;
    }
    return m;
}
__attribute__((noinline)) static void swap_ptrs(int **a, int **b) {
    int *t = *a;
    *a = *b;
    *b = t;
}

int main(void) {
    int *arr = NULL, len = 0, cap = 0;
    for (int i = 0; i < 100; i++) push(&arr, &len, &cap, i * 3);
    long s = 0;
    for (int i = 0; i < len; i++) s += arr[i];
    printf("len=%d cap=%d s=%ld\n", len, cap, s);
    free(arr);
    const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "date", "apricot"};
    sort_strings(words, 7);
    for (int i = 0; i < 7; i++) printf("%s ", words[i]);
    printf("\n");
    int **m = make_matrix(5, 7);
    swap_ptrs(&m[0], &m[4]);
    int ***mp = &m;
    printf("m[0][0]=%d m[4][6]=%d (*mp)[2][3]=%d\n", m[0][0], m[4][6], (*mp)[2][3]);
    for (int i = 0; i < 5; i++) s += m[i][i] * (i + 1);
    for (int i = 0; i < 5; i++) free(m[i]);
    free(m);
    char buf[] = "x=1;y=22;z=333";
    char *cursor = buf;
    char **cp = &cursor;
    int fields = 0;
    while (**cp) {
        if (**cp == ';') fields++;
        (*cp)++;
    }
    printf("fields=%d s=%ld\n", fields + 1, s);
    return (int)((s + fields) & 0x7f);
}
