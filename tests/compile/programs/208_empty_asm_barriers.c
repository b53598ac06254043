// Inline assembly with an empty template, as C code writes optimization
// barriers: a value hidden from the optimizer (`"+r"`, and `"=r"` tied
// to an input by `"0"`), a compiler memory barrier (`::: "memory"`), a
// pointer made to escape (`"r"(p) : "memory"`) and a memory operand
// (`"+m"`), and templates of `nop`s and alignment directives only (as
// zstd's decoder writes in its loops). The values pass through unchanged
// and stores before a barrier are seen after it.
#include <stdint.h>
#include <stdio.h>

static unsigned sum;

static void mix(uint64_t v) { sum = sum * 31u + (unsigned)v + (unsigned)(v >> 32); }

static uint64_t hide(uint64_t x) {
    __asm__("" : "+r"(x));
    return x;
}

static int tied(int y) {
    int x;
    __asm__("" : "=r"(x) : "0"(y));
    return x;
}

static double hide_double(double d) {
    __asm__("" : "+x"(d));
    return d;
}

static void barrier(void) { __asm__ __volatile__("" ::: "memory"); }

static void escape(void *p) { __asm__ __volatile__("" : : "r"(p) : "memory"); }

int main(void) {
    uint64_t acc = 0;
    for (uint64_t i = 0; i < 1000; i++) {
        __asm__(".p2align 4");
        acc += hide(i * 0x9e3779b97f4a7c15ull) ^ (uint64_t)tied((int)i - 500);
        __asm__("nop");
        __asm__ __volatile__("nop\n\tnop" ::: "memory");
    }
    mix(acc);
    mix((uint64_t)(hide_double(1.25) * 1000.0));
    int buf[16];
    for (int i = 0; i < 16; i++)
        buf[i] = i * i;
    escape(buf);
    barrier();
    int total = 0;
    for (int i = 0; i < 16; i++)
        total += buf[i];
    mix((uint64_t)total);
    int cell = 41;
    __asm__ __volatile__("" : "+m"(cell));
    cell += 1;
    mix((uint64_t)cell);
    printf("acc %016llx total %d cell %d sum %08x\n", (unsigned long long)acc, total, cell, sum);
    return (int)(sum & 0x7f);
}
