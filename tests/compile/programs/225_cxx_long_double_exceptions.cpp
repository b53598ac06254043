// CFLAGS: -std=gnu++17
// Exceptions through functions returning long double (x86_fp80): the
// thunks for x87 results are frames of their own that unwinding passes.
#include <cstdio>
#include <stdexcept>
__attribute__((noinline)) long double half(long double x, int k) {
  if (k == 3) throw std::runtime_error("three");
  return x / 2;
}
struct G { ~G() { printf("guard\n"); } };
__attribute__((noinline)) long double outer(long double x, int k) { G g; return half(x, k) + 1; }
int main() {
  for (int k = 0; k < 5; k++) {
    try { long double r = outer(10.0L * k, k); printf("%d %.3Lf\n", k, r); }
    catch (std::exception& e) { printf("%d caught %s\n", k, e.what()); }
  }
}
