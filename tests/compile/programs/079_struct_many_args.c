#include <stdio.h>

/* Enough struct arguments to run out of registers: later ones go on the stack. */
struct p { long a, b; };      /* two INTEGER registers each */
struct d { double x, y; };    /* two SSE registers each */
struct s { int v; };

__attribute__((noinline)) static long eight_p(struct p a, struct p b, struct p c, struct p d, struct p e, struct p f,
                                             struct p g, struct p h) {
    return a.a + b.b * 2 + c.a * 3 + d.b * 4 + e.a * 5 + f.b * 6 + g.a * 7 + h.b * 8 + h.a;
}
__attribute__((noinline)) static double six_d(struct d a, struct d b, struct d c, struct d d, struct d e, struct d f) {
    return a.x + b.y * 2 + c.x * 3 + d.y * 4 + e.x * 5 + f.y * 6 + f.x;
}
/* 5 ints use 5 registers, then a 2-register struct does not fit in the one left: it goes to the stack whole. */
__attribute__((noinline)) static long split(int a, int b, int c, int d, int e, struct p x, int f) {
    return a + b + c + d + e + x.a * 100 + x.b * 1000 + f * 10000;
}
__attribute__((noinline)) static double mixed(struct s a, struct d b, int c, struct p d, double e, struct s f, struct d g,
                                             struct p h, float i, struct s j, struct d k, long l) {
    return a.v + b.x + b.y + c + (double)d.a + (double)d.b + e + f.v + g.x + g.y + (double)h.a + (double)h.b + i + j.v + k.x +
           k.y + (double)l;
}

int main(void) {
    struct p ps[8];
    for (int i = 0; i < 8; i++) ps[i] = (struct p){i + 1, (i + 1) * 10};
    long r1 = eight_p(ps[0], ps[1], ps[2], ps[3], ps[4], ps[5], ps[6], ps[7]);
    struct d ds[6];
    for (int i = 0; i < 6; i++) ds[i] = (struct d){i + 0.5, i - 0.25};
    double r2 = six_d(ds[0], ds[1], ds[2], ds[3], ds[4], ds[5]);
    long r3 = split(1, 2, 3, 4, 5, (struct p){6, 7}, 8);
    double r4 = mixed((struct s){1}, ds[1], 3, ps[2], 4.5, (struct s){5}, ds[3], ps[4], 6.5f, (struct s){7}, ds[5], 8);
    printf("eight_p=%ld six_d=%g split=%ld mixed=%g\n", r1, r2, r3, r4);
    return (int)((r1 + r3 + (long)r2 + (long)r4) & 0x7f);
}
