#include <stdio.h>
#include <string.h>

struct poly { int n; double c[8]; };
struct name { char s[10]; };
struct grid { unsigned char cells[4][4]; };
struct pair_arr { int a[2]; };  /* 8 bytes: in one register */
struct tri_arr { short v[3]; }; /* 6 bytes */

__attribute__((noinline)) static double eval(struct poly p, double x) {
    double r = 0;
    for (int i = p.n - 1; i >= 0; i--) r = r * x + p.c[i];
    return r;
}
__attribute__((noinline)) static struct poly deriv(struct poly p) {
    struct poly d = {p.n > 1 ? p.n - 1 : 1, {0}};
    for (int i = 1; i < p.n; i++) d.c[i - 1] = p.c[i] * i;
    return d;
}
__attribute__((noinline)) static struct name upper(struct name n) {
    for (int i = 0; n.s[i]; i++)
        if (n.s[i] >= 'a' && n.s[i] <= 'z') n.s[i] = (char)(n.s[i] - 32);
    return n;
}
__attribute__((noinline)) static struct grid rotate(struct grid g) {
    struct grid r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) r.cells[j][3 - i] = g.cells[i][j];
    return r;
}
__attribute__((noinline)) static struct pair_arr swap(struct pair_arr p) { struct pair_arr r = {{p.a[1], p.a[0]}}; return r; }
__attribute__((noinline)) static int tri_sum(struct tri_arr t) { return t.v[0] + t.v[1] + t.v[2]; }

int main(void) {
    struct poly p = {4, {1, -2, 0.5, 3}};
    struct poly d = deriv(p);
    printf("p(2)=%g p'(2)=%g p''(2)=%g\n", eval(p, 2), eval(d, 2), eval(deriv(d), 2));
    struct name n = {"hello"}, u = upper(n);
    printf("%s -> %s\n", n.s, u.s);
    struct grid g;
    for (int i = 0; i < 16; i++) g.cells[i / 4][i % 4] = (unsigned char)i;
    struct grid r = rotate(rotate(g));
    unsigned h = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) h = h * 17 + r.cells[i][j];
    struct pair_arr pa = swap((struct pair_arr){{5, -6}});
    int ts = tri_sum((struct tri_arr){{100, -20, 3}});
    printf("grid h=%u pa=%d,%d tri=%d cmp=%d\n", h, pa.a[0], pa.a[1], ts, memcmp(&g, &r, sizeof g) != 0);
    return (int)((h + (unsigned)ts) & 0x7f);
}
