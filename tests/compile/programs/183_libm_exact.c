#include <stdio.h>
#include <math.h>

/* libm functions with exact results: ldexp, frexp, modf, scalbn, ilogb, logb, fdim, nextafter, remquo, and
   some correctly rounded ones (cbrt of cubes, hypot of Pythagorean triples). */
int main(void) {
    double acc = 0;
    static const double v[] = {1.0, 0.75, -3.5, 1e-310, 123456.789, 1e300, -0.0};
    for (int i = 0; i < 7; i++) {
        volatile double x = v[i];
        int e;
        double m = frexp(x, &e);
        double ip, fp = modf(x, &ip);
        printf("x=%-14g frexp=%.17g*2^%d ldexp=%g modf=%g+%g scalbn=%g ilogb=%d logb=%g\n", x, m, e, ldexp(m, e), ip, fp,
               scalbn(x, -3), x != 0 ? ilogb(x) : -999, x != 0 ? logb(x) : -999.0);
        acc += m + e + fp;
    }
    printf("fdim=%g %g nextafter=%.17g %.17g\n", fdim(5, 3), fdim(3, 5), nextafter(1.0, 2.0), nextafter(0.0, -1.0));
    int q;
    double r = remquo(29.0, 3.0, &q);
    printf("remquo(29,3)=%g q&7=%d\n", r, q & 7);
    for (int i = 1; i <= 5; i++) {
        volatile double c = (double)(i * i * i);
        printf("cbrt(%g)=%.17g hypot(%d,%d)=%.17g\n", c, cbrt(c), 3 * i, 4 * i, hypot(3.0 * i, 4.0 * i));
        acc += cbrt(c) + hypot(3.0 * i, 4.0 * i);
    }
    float mf;
    volatile float xf = 6.5f;
    float fr = modff(xf, &mf);
    int ef;
    printf("modff=%g+%g frexpf=%g ldexpf=%g\n", (double)mf, (double)fr, (double)frexpf(xf, &ef), (double)ldexpf(xf, 4));
    printf("acc=%.17g\n", acc);
    return (int)acc & 0x7f;
}
