/* Classes of long double (x86_fp80) values: __builtin_isfpclass with each
   class bit, the classification macros, and values across the encodings
   (zeros, subnormals, normals, infinities, quiet and signaling NaNs). */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static long double make(unsigned long long mant, unsigned short se) {
    long double x = 0;
    memcpy(&x, &mant, 8);
    memcpy((char *)&x + 8, &se, 2);
    return x;
}

static unsigned classes(long double x) {
    unsigned r = 0;
    r |= __builtin_isfpclass(x, 0x001) ? 1u << 0 : 0;
    r |= __builtin_isfpclass(x, 0x002) ? 1u << 1 : 0;
    r |= __builtin_isfpclass(x, 0x004) ? 1u << 2 : 0;
    r |= __builtin_isfpclass(x, 0x008) ? 1u << 3 : 0;
    r |= __builtin_isfpclass(x, 0x010) ? 1u << 4 : 0;
    r |= __builtin_isfpclass(x, 0x020) ? 1u << 5 : 0;
    r |= __builtin_isfpclass(x, 0x040) ? 1u << 6 : 0;
    r |= __builtin_isfpclass(x, 0x080) ? 1u << 7 : 0;
    r |= __builtin_isfpclass(x, 0x100) ? 1u << 8 : 0;
    r |= __builtin_isfpclass(x, 0x200) ? 1u << 9 : 0;
    r |= __builtin_isfpclass(x, 0x3fc) ? 1u << 10 : 0; /* not NaN */
    r |= __builtin_isfpclass(x, 0x1f8) ? 1u << 11 : 0; /* finite */
    return r;
}

int main(void) {
    volatile long double vals[] = {
        0.0L, -0.0L, 1.0L, -2.5L, LDBL_MIN, -LDBL_MIN, LDBL_MIN / 4, -LDBL_MIN / 1024,
        LDBL_MAX, -LDBL_MAX, HUGE_VALL, -HUGE_VALL, 1e-4940L, 3.0e4000L,
    };
    unsigned sum = 0;
    for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        long double x = vals[i];
        unsigned c = classes(x);
        printf("%2u: %03x isnan %d isinf %d isfinite %d isnormal %d signbit %d\n", i, c,
               isnan(x) != 0, isinf(x) != 0, isfinite(x) != 0, isnormal(x) != 0,
               signbit(x) != 0);
        sum = sum * 31 + c;
    }
    /* NaNs by their bits: quiet, signaling, negative quiet. */
    unsigned long long q = 0xC000000000000000ull, s = 0x8000000000000001ull;
    long double nans[] = {make(q, 0x7fff), make(s, 0x7fff), make(q | 5, 0xffff)};
    for (unsigned i = 0; i < 3; i++) {
        unsigned c = classes(nans[i]);
        printf("nan %u: %03x\n", i, c);
        sum = sum * 31 + c;
    }
    printf("sum %u\n", sum);
    return (int)(sum & 0x7f);
}
