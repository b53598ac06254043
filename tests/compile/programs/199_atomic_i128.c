// CFLAGS: -mcx16
#include <pthread.h>
#include <stdio.h>

/* i128 atomics (cmpxchg16b): fetch_add carrying across the 64-bit halves
   from four threads, a compare-exchange loop for the maximum, exchange,
   loads and stores, and every rmw operation once. */

static __int128 counter;
static __int128 maximum;

static void print128(const char *what, unsigned __int128 v) {
  printf("%s %016llx%016llx\n", what, (unsigned long long)(v >> 64),
         (unsigned long long)v);
}

static void *worker(void *arg) {
  long id = (long)arg;
  for (int i = 0; i < 20000; i++) {
    __atomic_fetch_add(&counter, ((__int128)1 << 63) + id, __ATOMIC_SEQ_CST);
    __int128 mine = ((__int128)id << 70) + i;
    __int128 seen = __atomic_load_n(&maximum, __ATOMIC_ACQUIRE);
    while (seen < mine &&
           !__atomic_compare_exchange_n(&maximum, &seen, mine, 1,
                                        __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
      ;
  }
  return 0;
}

int main(void) {
  pthread_t t[4];
  for (long k = 0; k < 4; k++)
    pthread_create(&t[k], 0, worker, (void *)(k + 1));
  for (int k = 0; k < 4; k++)
    pthread_join(t[k], 0);
  print128("counter", counter);
  print128("maximum", maximum);

  __int128 x;
  __atomic_store_n(&x, ((__int128)0x0123456789abcdefULL << 64) | 0xfedcba9876543210ULL,
                   __ATOMIC_RELEASE);
  print128("xchg", __atomic_exchange_n(&x, -1, __ATOMIC_SEQ_CST));
  print128("sub", __atomic_fetch_sub(&x, 5, __ATOMIC_SEQ_CST));
  print128("and", __atomic_fetch_and(&x, ((__int128)0xff << 64) | 0xf0, __ATOMIC_SEQ_CST));
  print128("or", __atomic_fetch_or(&x, (__int128)1 << 127, __ATOMIC_SEQ_CST));
  print128("xor", __atomic_fetch_xor(&x, 0x1234, __ATOMIC_SEQ_CST));
  print128("nand", __atomic_fetch_nand(&x, 0x7777, __ATOMIC_SEQ_CST));
  print128("final", __atomic_load_n(&x, __ATOMIC_SEQ_CST));
  __int128 expected = 3;
  int ok = __atomic_compare_exchange_n(&x, &expected, 4, 0, __ATOMIC_SEQ_CST,
                                       __ATOMIC_SEQ_CST);
  printf("cas %d\n", ok);
  print128("expected", expected);
  return 0;
}
