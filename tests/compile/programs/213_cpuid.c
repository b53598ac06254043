// Feature detection with `cpuid` as C code writes it: `<cpuid.h>`'s
// `__get_cpuid` and `__cpuid_count` (which swap `rbx` around the
// instruction) and a plain `asm("cpuid" : "=a"(..), ...)` as zstd's
// `cpu.h` does. Only what every core of a machine answers alike is
// printed (leaf 1's EBX holds the running core's APIC id).
#include <cpuid.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    unsigned a = 0, b = 0, c = 0, d = 0;
    unsigned sum = 0;
    if (!__get_cpuid(0, &a, &b, &c, &d))
        return 1;
    char vendor[13];
    memcpy(vendor, &b, 4);
    memcpy(vendor + 4, &d, 4);
    memcpy(vendor + 8, &c, 4);
    vendor[12] = 0;
    printf("max leaf %u, vendor %s\n", a, vendor);
    sum = sum * 31u + a + b + c + d;
    __get_cpuid(1, &a, &b, &c, &d);
    printf("leaf 1: ecx %08x edx %08x\n", c, d);
    sum = sum * 31u + c + d;
    __cpuid_count(7, 0, a, b, c, d);
    printf("leaf 7.0: ebx %08x ecx %08x\n", b, c);
    sum = sum * 31u + b + c;
    unsigned n, f7a, f7b, f7c;
    __asm__("cpuid" : "=a"(n) : "a"(0) : "ebx", "ecx", "edx");
    __asm__("cpuid" : "=a"(f7a), "=b"(f7b), "=c"(f7c) : "a"(7), "c"(0) : "edx");
    printf("plain asm: max %u, leaf 7.0 ebx %08x ecx %08x\n", n, f7b, f7c);
    sum = sum * 31u + n + f7b + f7c;
    (void)f7a;
    printf("sum %08x\n", sum);
    return (int)(sum & 0x7f);
}
