#include <stdio.h>
#include <math.h>
static long double poly(long double x) { return ((x * 1.5L - 2.25L) * x + 0.125L) / 3.0L; }
int main(void) {
  long double a = 1.0L / 3.0L, b = 2.0L, s = 0;
  for (int i = 1; i <= 50; i++) s += 1.0L / ((long double)i * i);
  double d = (double)s; float f = (float)a;
  long long n = (long long)(a * 1e18L);
  unsigned long long u = (unsigned long long)(b * 9.0e18L);
  long double big = (long double)u + (long double)(-7LL);
  printf("%.18Lf %.18Lf %Lg %.17g %.9g %lld %llu %.3Lf\n", a, s, poly(b), d, (double)f, n, u, big);
  printf("%d %d %d %d\n", a < b, a == a, b >= a, (a - a) != 0);
  printf("%.20Lf %.20Lf %Lf\n", sqrtl(b), fabsl(-a), fmodl(7.5L, 2.0L));
  long double arr[4] = {1.25L, -2.5L, 1e300L * 1e300L, 0.0L};
  for (int i = 0; i < 4; i++) printf("%Lg ", -arr[i]);
  printf("\n");
  return 0;
}
