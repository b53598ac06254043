#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdarg.h>
static long double poly(long double x) { return ((x * 1.5L - 2.25L) * x + 0.125L) / 3.0L; }
__attribute__((noinline)) long double many(int a, long double x, double y, long double z, int b, int c, int d, int e, int f, int g, long double w) { return x + y + z + a + b + c + d + e + f + g + w; }
static long double lsum(int n, ...) { va_list ap; va_start(ap, n); long double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, long double); va_end(ap); return s; }
int main(void) {
  long double r = poly(2.0L);
  long double m = many(1, 2.5L, 3.0, 4.25L, 5, 6, 7, 8, 9, 10, 0.125L);
  long double t = strtold("3.14159265358979323846264338", 0);
  printf("%Lg %Lg %.20Lf %.10Lf %Lg %Lg\n", r, m, t, powl(2.0L, 0.5L), lsum(3, 1.5L, 2.25L, 4.0L), ldexpl(1.0L, 70));
  return (int)(m) & 0x7f;
}
