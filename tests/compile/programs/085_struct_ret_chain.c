#include <stdio.h>

struct q { int num, den; };

static int gcd(int a, int b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a ? a : 1;
}
__attribute__((noinline)) static struct q norm(struct q x) {
    int g = gcd(x.num, x.den);
    struct q r = {x.num / g, x.den / g};
    if (r.den < 0) { r.num = -r.num; r.den = -r.den; }
    return r;
}
__attribute__((noinline)) static struct q qadd(struct q a, struct q b) { return norm((struct q){a.num * b.den + b.num * a.den, a.den * b.den}); }
__attribute__((noinline)) static struct q qmul(struct q a, struct q b) { return norm((struct q){a.num * b.num, a.den * b.den}); }
__attribute__((noinline)) static struct q qinv(struct q a) { return norm((struct q){a.den, a.num}); }

int main(void) {
    /* harmonic numbers H(1..12) exactly */
    struct q h = {0, 1};
    for (int i = 1; i <= 12; i++) {
        h = qadd(h, (struct q){1, i});
        printf("H(%d) = %d/%d\n", i, h.num, h.den);
    }
    /* continued fraction of sqrt(2) convergents */
    struct q c = {1, 1};
    for (int i = 0; i < 10; i++) c = qadd((struct q){1, 1}, qinv(qadd((struct q){1, 1}, c)));
    printf("sqrt2 ~ %d/%d\n", c.num, c.den);
    struct q p = qmul(qmul((struct q){3, 4}, (struct q){-8, 9}), qinv((struct q){2, -3}));
    printf("p=%d/%d\n", p.num, p.den);
    return (h.num + c.num + p.num) & 0x7f;
}
