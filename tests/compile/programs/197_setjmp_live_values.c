// setjmp/longjmp with values live across the second return: values made
// before setjmp, used only after longjmp, while the first path keeps many
// values of its own alive across calls (so spill slots would be reused).
#include <setjmp.h>
#include <stdio.h>

static jmp_buf jb;
static volatile int sink;

__attribute__((noinline)) static long work(long x) {
  sink += (int)x;
  return x * 7 + 3;
}

__attribute__((noinline)) static void thrower(long x) {
  if (x != 12345)
    longjmp(jb, (int)(x & 0x7f) | 1);
}

__attribute__((noinline)) static long run(long a0, long a1, long a2, long a3,
                                          long a4, long a5) {
  long s0 = work(a0), s1 = work(a1), s2 = work(a2), s3 = work(a3);
  long s4 = work(a4), s5 = work(a5), s6 = work(a0 + a1), s7 = work(a2 + a3);
  long s8 = work(a4 + a5), s9 = work(a0 * a5);
  int r = setjmp(jb);
  if (r == 0) {
    long t0 = work(1), t1 = work(2), t2 = work(3), t3 = work(4);
    long t4 = work(5), t5 = work(6), t6 = work(7), t7 = work(8);
    long t8 = work(9), t9 = work(10), t10 = work(11), t11 = work(12);
    long u = work(t0 ^ t5);
    thrower(t0 + t1 + t2 + t3 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + u);
    return t0 * t1 + t2 * t3 + t4 * t5 + t6 * t7 + t8 * t9 + t10 * t11;
  }
  return s0 + 3 * s1 + 5 * s2 + 7 * s3 + 11 * s4 + 13 * s5 + 17 * s6 +
         19 * s7 + 23 * s8 + 29 * s9 + r;
}

int main(void) {
  long total = 0;
  for (int i = 0; i < 5; i++)
    total += run(i, i + 1, i * 2, i * 3, 100 - i, 7 * i);
  printf("%ld\n", total);
  return 0;
}
