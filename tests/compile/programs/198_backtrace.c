#include <execinfo.h>
#include <stdio.h>

/* The unwinder walks frames of compiled code: glibc's backtrace() goes
   through libgcc's unwinder, which reads .eh_frame. Without call frame
   information for these functions it stops at the first of them. */

static volatile int depth_seen;

__attribute__((noinline)) static int leaf(int n) {
  void *frames[64];
  int got = backtrace(frames, 64);
  depth_seen = got;
  return got + n;
}

__attribute__((noinline)) static int middle(int n) {
  int r = leaf(n + 1);
  return r * 2 - n;
}

__attribute__((noinline)) static int outer(int n) {
  int r = middle(n + 1);
  return r + 1;
}

int main(void) {
  int r = outer(1);
  /* leaf, middle, outer, main, then libc's start-up frames. */
  printf("deep enough: %d\n", depth_seen >= 5);
  printf("consistent: %d\n", r == (depth_seen + 3) * 2 - 2 + 1);
  return 0;
}
