#include <stdio.h>
#include <string.h>

/* _Float16 and __float128: arithmetic, comparisons (NaN included),
   conversions to and from integers and the other float types, loads,
   stores, arguments and results, printed through their bits and through
   double. The runtime library (libgcc) does the work, as under LLVM. */

typedef _Float16 h;
typedef __float128 q;

__attribute__((noinline)) static h hmul_add(h a, h b, h c) { return a * b + c; }
__attribute__((noinline)) static q qpoly(q x) { return (x * x - 3) / (x + 0.5Q); }

static unsigned short hbits(h v) {
  unsigned short u;
  memcpy(&u, &v, 2);
  return u;
}

static void qbits(const char *what, q v) {
  unsigned long long w[2];
  memcpy(w, &v, 16);
  printf("%s %016llx%016llx %.17g\n", what, w[1], w[0], (double)v);
}

int main(void) {
  h ha[6] = {1.5f16, -2.25f16, 65504.0f16, 0.0001f16, 3.0f16, -0.0f16};
  for (int i = 0; i < 6; i++) {
    h x = ha[i], y = ha[(i + 1) % 6];
    h s = x + y, d = x - y, p = x * y, q2 = y != 0 ? x / y : 0;
    printf("h %04x %04x %04x %04x %g %d %d %d\n", hbits(s), hbits(d), hbits(p),
           hbits(q2), (double)hmul_add(x, y, 1.0f16), x < y, x == y, (int)x);
  }
  h hn = (h)__builtin_nanf("");
  printf("h nan %d %d %d\n", hn == hn, hn != hn, hn < 1.0f16);
  printf("h conv %04x %04x %04x %d %u\n", hbits((h)123456789.0), hbits((h)-7),
         hbits((h)40000u), (int)(h)-33.75f16, (unsigned)(h)250.0f16);

  q qa[5] = {1.0Q, -2.5Q, 1e30Q, 3.0Q / 7, -0.0Q};
  for (int i = 0; i < 5; i++) {
    q x = qa[i], y = qa[(i + 2) % 5];
    qbits("add", x + y);
    qbits("mul", x * y);
    qbits("poly", qpoly(x));
    if (y != 0)
      qbits("div", x / y);
    printf("cmp %d %d %d %d %d\n", x < y, x <= y, x > y, x >= y, x == y);
    printf("int %lld %llu %d\n", (long long)x, (unsigned long long)(x < 0 ? -x : x),
           (int)(x / 1e29Q));
  }
  q qn = (q)__builtin_nan("");
  printf("q nan %d %d %d %d\n", qn == qn, qn != qn, qn < 1, !(qn >= 1));
  qbits("from i64", (q)-1234567890123LL);
  qbits("from u64", (q)18446744073709551615ULL);
  qbits("from i128", (q)((__int128)1 << 100));
  qbits("from float", (q)0.1f);
  qbits("from double", (q)0.1);
  qbits("from half", (q)ha[0]);
  printf("to %.9g %.17g %04x\n", (float)qa[3], (double)qa[3], hbits((h)qa[3]));
  qbits("neg", -qa[3]);
  qbits("abs", (qa[3] < 0 ? qa[3] : -qa[3]) * -1);
  qbits("copysign", __builtin_copysignf128(qa[3], -1.0Q));
  printf("to i128 %llx\n", (unsigned long long)((__int128)(qa[2]) >> 64));
  return 0;
}
