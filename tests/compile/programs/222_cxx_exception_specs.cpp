// CFLAGS: -std=gnu++14 -Wno-deprecated-dynamic-exception-spec -Wno-deprecated
// Dynamic exception specifications (C++14 `throw(...)`): `filter` clauses in
// the landing pads, negative selectors, std::unexpected through
// __cxa_call_unexpected, and an empty `throw()`.
#include <cstdio>
#include <exception>
#include <stdexcept>
struct A {};
struct B {};
static int depth = 0;
void may_throw(int k) throw(int, A) {
  depth++;
  if (k == 1) throw 7;
  if (k == 2) throw A();
}
void nothrow_spec(int k) throw() { if (k > 100) printf("big\n"); }
void g(int k) throw(int, A, B) { may_throw(k); if (k == 3) throw B(); }
static void on_unexpected() { printf("unexpected handler\n"); throw std::bad_exception(); }
void bad(int k) throw(int, std::bad_exception) { if (k) throw A(); }
int main() {
  std::set_unexpected(on_unexpected);
  for (int k = 0; k < 4; k++) {
    try { g(k); printf("k=%d no throw\n", k); }
    catch (int e) { printf("k=%d int %d\n", k, e); }
    catch (A&) { printf("k=%d A\n", k); }
    catch (B&) { printf("k=%d B\n", k); }
  }
  nothrow_spec(3);
  try { bad(1); } catch (std::bad_exception&) { printf("bad_exception after unexpected\n"); }
  catch (...) { printf("other\n"); }
  printf("depth %d\n", depth);
  return 0;
}
