#include <math.h>
#include <stdio.h>
#include <string.h>

/* __bf16 (LLVM's bfloat): arithmetic through float, comparisons (NaN
   included), conversions from and to float, double, __float128 and
   integers (rounded to nearest even, ties and overflow to infinity,
   subnormals), the sign operations, sqrt, loads, stores, arrays,
   arguments and results, printed through their bits and through float.

   The reference build calls __truncsfbf2, __truncdfbf2 and __trunctfbf2,
   which libgcc has only since GCC 13, so this program defines them, by
   exact integer rounding of the source's bits; llconv's code does the
   conversions inline and never calls them. */

typedef __bf16 b;

static unsigned short bbits(b v) {
  unsigned short u;
  memcpy(&u, &v, 2);
  return u;
}

static b from_bits(unsigned short u) {
  b v;
  memcpy(&v, &u, 2);
  return v;
}

/* |value| = m * 2^k, m != 0: the bfloat nearest to it (ties to even). */
static unsigned short round_bf(int negative, unsigned __int128 m, int k) {
  int p = 127;
  while (!(m >> p))
    p--;
  int e = p + k;                      /* 2^e <= |value| < 2^(e+1) */
  int qe = e - 7 < -133 ? -133 : e - 7; /* the result's quantum 2^qe */
  int shift = qe - k;
  unsigned long long r;
  if (shift <= 0) {
    r = (unsigned long long)(m << -shift);
  } else if (shift > p + 1) {
    r = 0; /* under half the quantum */
  } else {
    r = (unsigned long long)(m >> shift);
    unsigned __int128 rest = shift >= 128 ? m : m & ((((unsigned __int128)1) << shift) - 1);
    unsigned __int128 half = ((unsigned __int128)1) << (shift - 1);
    if (rest > half || (rest == half && (r & 1)))
      r++;
  }
  unsigned bits;
  if (qe == -133) {
    bits = (unsigned)r; /* subnormal, or the smallest normal after rounding */
  } else {
    if (r == 256) {
      r = 128;
      qe++;
    }
    int field = qe + 134;
    bits = field >= 255 ? 0x7f80u : (unsigned)(field << 7) | (unsigned)(r - 128);
  }
  return (unsigned short)(bits | (negative ? 0x8000u : 0));
}

b __truncsfbf2(float x) {
  unsigned u;
  memcpy(&u, &x, 4);
  unsigned e = (u >> 23) & 0xff, f = u & 0x7fffff;
  if (e == 0xff)
    return from_bits((unsigned short)((u >> 16) | (f ? 0x40 : 0)));
  if (e == 0 && f == 0)
    return from_bits((unsigned short)(u >> 16));
  return from_bits(round_bf(u >> 31, e ? f | 0x800000 : f, (e ? (int)e : 1) - 150));
}

b __truncdfbf2(double x) {
  unsigned long long u;
  memcpy(&u, &x, 8);
  unsigned e = (u >> 52) & 0x7ff;
  unsigned long long f = u & 0xfffffffffffffULL;
  unsigned short sign = (unsigned short)((u >> 48) & 0x8000);
  if (e == 0x7ff)
    return from_bits(sign | 0x7f80 | (f ? 0x40 | (unsigned short)((f >> 45) & 0x3f) : 0));
  if (e == 0 && f == 0)
    return from_bits(sign);
  return from_bits(round_bf(sign != 0, e ? f | (1ULL << 52) : f, (e ? (int)e : 1) - 1075));
}

b __trunctfbf2(__float128 x) {
  unsigned __int128 u;
  memcpy(&u, &x, 16);
  unsigned e = (unsigned)(u >> 112) & 0x7fff;
  unsigned __int128 f = u & ((((unsigned __int128)1) << 112) - 1);
  unsigned short sign = (unsigned short)((u >> 112) & 0x8000);
  if (e == 0x7fff)
    return from_bits(sign | 0x7f80 | (f ? 0x40 | (unsigned short)((f >> 105) & 0x3f) : 0));
  if (e == 0 && f == 0)
    return from_bits(sign);
  return from_bits(round_bf(sign != 0, e ? f | (((unsigned __int128)1) << 112) : f,
                            (e ? (int)e : 1) - 16495));
}

__attribute__((noinline)) static b bpoly(b x, b y, b z) { return (x * y + z) / (x - 0.5f); }

struct pair {
  char tag;
  b v[3];
};

__attribute__((noinline)) static b sum(const struct pair *p) { return p->v[0] + p->v[1] + p->v[2]; }

int main(void) {
  unsigned check = 0;
  b xs[8] = {1.5f, -2.25f, 3.0e38f, 1.0e-39f, 3.0f, -0.0f, 0.1f, 255.0f};
  for (int i = 0; i < 8; i++) {
    b x = xs[i], y = xs[(i + 3) % 8];
    b s = x + y, d = x - y, p = x * y, q = y != 0 ? x / y : (b)0.0f;
    printf("b %04x %04x %04x %04x %04x %g %d %d %d %d\n", bbits(x), bbits(s), bbits(d),
           bbits(p), bbits(q), (double)(float)bpoly(x, y, 2.0f), x < y, x == y, x >= y,
           (int)(x / 1e37f));
    check = check * 31 + bbits(s) + bbits(p);
  }
  /* Rounding from float: ties to even both ways, just over a tie, the
     largest finite value rounding up to infinity, subnormals, NaN. */
  float fs[10] = {1.00390625f, 1.01171875f, 0x1.010002p+0f, 3.3961776e38f, 3.4028235e38f,
                  1.0e-40f,    -2.0e-45f,   0.0f,       -1.0f / 3.0f, 65535.0f};
  for (int i = 0; i < 10; i++) {
    volatile float f = fs[i];
    b r = f;
    printf("f %a %04x %a\n", (double)f, bbits(r), (double)(float)r);
    check = check * 31 + bbits(r);
  }
  /* From double: values that double rounding through float would get
     wrong, overflow, and subnormals. */
  double ds[8] = {1.0 + 0x1p-8 + 0x1p-40, 1.0 + 0x1p-8, 1.0 + 0x1p-8 - 0x1p-40, 1e300,
                  -0x1.ffp-134,          0x1p-200,   0.3,                    -70000.5};
  for (int i = 0; i < 8; i++) {
    volatile double dv = ds[i];
    b r = (b)dv;
    printf("d %a %04x\n", (double)dv, bbits(r));
    check = check * 31 + bbits(r);
  }
  volatile __float128 qv = 1.0Q + 0x1p-8Q + 0x1p-100Q;
  printf("q %04x %04x\n", bbits((b)qv), bbits((b)(-qv * 1e3Q)));
  printf("to q %.17g\n", (double)(__float128)xs[6]);

  volatile float nanf_ = __builtin_nanf("");
  b n = nanf_;
  printf("nan %d %d %d %d\n", n == n, n != n, n < (b)1.0f, isnan((float)n) != 0);

  /* Integers through float, as LLVM converts them. */
  volatile int i1 = 257, i2 = -1000001;
  volatile unsigned long long u1 = 18446744073709551615ULL;
  printf("int %04x %04x %04x %d %u %lld\n", bbits((b)i1), bbits((b)i2), bbits((b)u1),
         (int)xs[7], (unsigned)xs[0], (long long)(b)-123456.0f);

  /* Sign operations and sqrt. */
  b m = xs[1];
  printf("sign %04x %04x %04x %04x\n", bbits(-m), bbits(__builtin_fabsf(m) > 0 ? (b)__builtin_fabsf(m) : m),
         bbits((b)__builtin_copysignf(3.0f, m)), bbits((b)sqrtf(xs[4])));

  struct pair pr = {'x', {xs[0], xs[4], xs[6]}};
  b t = sum(&pr);
  printf("struct %04x %g\n", bbits(t), (double)(float)t);
  check = check * 31 + bbits(t);
  printf("check %08x\n", check);
  return (int)(check & 0x7f);
}
