// CFLAGS: -mrdrnd -mrdseed
// x86 instructions for time stamps, random numbers and cache flushes,
// from their builtins (`__rdtsc`, `__rdtscp`, `_rdrand*_step`,
// `_rdseed*_step`, `_mm_clflush`): what they return differs from run to
// run, so the program prints only what holds every time (the counter
// moves forward, the steps report success, data survives a flush).
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <x86intrin.h>

int main(void) {
    unsigned long long t0 = __rdtsc();
    volatile unsigned spin = 0;
    for (int i = 0; i < 100000; i++)
        spin += (unsigned)i;
    unsigned aux = 0xffffffffu;
    unsigned long long t1 = __rdtscp(&aux);
    printf("rdtsc forward %d\n", t1 > t0);
    int ok = 1, tries;
    unsigned short r16 = 0;
    unsigned r32 = 0;
    unsigned long long r64 = 0;
    for (tries = 0; tries < 100 && !_rdrand16_step(&r16); tries++) {
    }
    ok &= tries < 100;
    for (tries = 0; tries < 100 && !_rdrand32_step(&r32); tries++) {
    }
    ok &= tries < 100;
    for (tries = 0; tries < 100 && !_rdrand64_step(&r64); tries++) {
    }
    ok &= tries < 100;
    unsigned s32 = 0;
    for (tries = 0; tries < 1000 && !_rdseed32_step(&s32); tries++) {
    }
    ok &= tries < 1000;
    printf("rdrand and rdseed succeed %d\n", ok);
    int data[16];
    for (int i = 0; i < 16; i++)
        data[i] = i * i;
    _mm_clflush(data);
    int total = 0;
    for (int i = 0; i < 16; i++)
        total += data[i];
    printf("after clflush %d\n", total);
    return (t1 > t0) + ok + total % 64;
}
