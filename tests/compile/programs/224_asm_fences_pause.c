/* Inline asm of operand-less instructions that have a Cranelift form:
   fences, pause, and a ud2 guarded so that it never runs. */
#include <stdio.h>

static volatile int flag;

static unsigned spin_sum(unsigned n) {
    unsigned s = 0;
    for (unsigned i = 0; i < n; i++) {
        __asm__ volatile("pause");
        s += i * 3u;
        __asm__ volatile("mfence" ::: "memory");
    }
    return s;
}

static int guarded(int x) {
    if (x < 0)
        __asm__ volatile("ud2");
    __asm__ volatile("lfence");
    return x * 2;
}

int main(void) {
    unsigned total = 0;
    for (unsigned n = 1; n < 40; n += 7) {
        unsigned s = spin_sum(n);
        flag = (int)s;
        __asm__ volatile("sfence" ::: "memory");
        printf("n=%u sum=%u flag=%d\n", n, s, flag);
        total += s;
    }
    for (int i = 0; i < 5; i++)
        total += (unsigned)guarded(i);
    __asm__ volatile("nop\n\tpause\n\tnop");
    printf("total %u\n", total);
    return (int)(total & 0x7f);
}
