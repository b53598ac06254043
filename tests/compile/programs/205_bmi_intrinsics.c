// CFLAGS: -mbmi -mbmi2
// BMI and BMI2 builtins that clang lowers to x86 target intrinsics:
// `_bzhi_u32/u64` (bits below an index, all of them from the width on)
// and `_bextr_u32/u64` (a field by start and length, past the width
// nothing or everything), over indices and fields inside and past the
// operand's width.
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>

static unsigned sum;

static void show(const char *what, unsigned a, unsigned b, uint64_t v) {
    printf("%s(%u, %u) = %016llx\n", what, a, b, (unsigned long long)v);
    sum = sum * 31u + (unsigned)v + (unsigned)(v >> 32);
}

__attribute__((noinline)) static uint64_t value(int k) {
    return 0x9e3779b97f4a7c15ull * (uint64_t)(k + 1) ^ 0xdeadbeefcafef00dull;
}

int main(void) {
    unsigned idx[] = {0, 1, 7, 31, 32, 33, 63, 64, 65, 200, 255, 256, 257, 511};
    int n = (int)(sizeof idx / sizeof idx[0]);
    for (int i = 0; i < n; i++) {
        uint64_t v = value(i);
        show("bzhi32", (unsigned)v, idx[i], _bzhi_u32((uint32_t)v, idx[i]));
        show("bzhi64", idx[i], 0, _bzhi_u64(v, idx[i]));
        for (int j = 0; j < n; j += 3) {
            show("bextr32", idx[i], idx[j], _bextr_u32((uint32_t)v, idx[i], idx[j]));
            show("bextr64", idx[i], idx[j], _bextr_u64(v, idx[i], idx[j]));
        }
    }
    printf("sum %08x\n", sum);
    return (int)(sum & 0x7f);
}
