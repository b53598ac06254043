#include <stdio.h>

static int g3[4][5][6];

__attribute__((noinline)) static void fill(int a[4][5][6]) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++)
            for (int k = 0; k < 6; k++) a[i][j][k] = i * 100 + j * 10 + k;
}
__attribute__((noinline)) static long sum_plane(int (*plane)[6], int rows) {
    long s = 0;
    for (int j = 0; j < rows; j++)
        for (int k = 0; k < 6; k++) s += plane[j][k] * (k + 1);
    return s;
}
__attribute__((noinline)) static void transpose(double dst[8][8], const double src[8][8]) {
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) dst[j][i] = src[i][j];
}

int main(void) {
    fill(g3);
    long s = 0;
    for (int i = 0; i < 4; i++) s += sum_plane(g3[i], 5);
    int(*row)[6] = &g3[2][3];
    int flat113 = g3[113 / 30][113 % 30 / 6][113 % 6];
    printf("s=%ld row=%d %d flat113=%d sizeof=%zu %zu %zu\n", s, (*row)[0], row[1][5], flat113, sizeof g3, sizeof g3[0],
           sizeof g3[0][0]);
    double m[8][8], t[8][8];
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) m[i][j] = i * 8 + j + 0.5;
    transpose(t, m);
    double tr = 0;
    for (int i = 0; i < 8; i++) tr += t[i][7 - i] * (i + 1);
    char names[3][8] = {"ab", "cdef", "ghijklm"};
    printf("tr=%.1f names=%s,%s,%s c=%c\n", tr, names[0], names[1], names[2], names[2][3]);
    static const short tbl[2][3][2] = {{{1, 2}, {3, 4}, {5, 6}}, {{7, 8}, {9, 10}, {11, 12}}};
    int ts = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 2; k++) ts = ts * 2 + tbl[i][j][k];
    printf("ts=%d\n", ts);
    return (int)((s + ts + (long)tr) & 0x7f);
}
