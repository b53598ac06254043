#include <stdio.h>

/* Structs larger than 16 bytes: passed on the stack (byval) and returned through a hidden pointer (sret). */
struct big { long a, b, c, d, e; };
struct mat3 { double m[3][3]; };
struct rec { char name[24]; int scores[6]; double avg; };

__attribute__((noinline)) static struct big big_add(struct big x, struct big y) {
    struct big r = {x.a + y.a, x.b + y.b, x.c + y.c, x.d + y.d, x.e + y.e};
    return r;
}
__attribute__((noinline)) static long big_sum(struct big x) {
    x.a += 1; /* modifies the callee's copy only */
    return x.a + x.b + x.c + x.d + x.e;
}
__attribute__((noinline)) static struct mat3 mmul(struct mat3 a, struct mat3 b) {
    struct mat3 r;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            double s = 0;
            for (int k = 0; k < 3; k++) s += a.m[i][k] * b.m[k][j];
            r.m[i][j] = s;
        }
    return r;
}
__attribute__((noinline)) static struct rec finish(struct rec r) {
    int t = 0;
    for (int i = 0; i < 6; i++) t += r.scores[i];
    r.avg = t / 6.0;
    r.name[0] = (char)(r.name[0] - 32);
    return r;
}

int main(void) {
    struct big x = {1, 2, 3, 4, 5}, y = {10, 20, 30, 40, 50};
    struct big z = big_add(x, y);
    long s1 = big_sum(z);
    printf("z=%ld %ld %ld %ld %ld sum=%ld z.a=%ld\n", z.a, z.b, z.c, z.d, z.e, s1, z.a);
    struct mat3 r = {{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}};
    struct mat3 acc = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    for (int i = 0; i < 5; i++) acc = mmul(acc, r);
    printf("r^5 row0=%g %g %g row1=%g %g %g\n", acc.m[0][0], acc.m[0][1], acc.m[0][2], acc.m[1][0], acc.m[1][1], acc.m[1][2]);
    struct rec rc = {"student", {90, 85, 77, 100, 64, 88}, 0};
    struct rec done = finish(rc);
    printf("%s avg=%.4f orig=%s\n", done.name, done.avg, rc.name);
    /* chain returned large structs */
    struct big w = big_add(big_add(x, x), big_add(y, z));
    printf("w.e=%ld\n", w.e);
    return (int)((s1 + w.e + (long)done.avg) & 0x7f);
}
