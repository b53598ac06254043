// CFLAGS: -mssse3
// SSSE3 builtins that clang lowers to x86 target intrinsics, compiled
// with the function's own CPU features: byte shuffles (`pshufb`, indices
// with the high bit set giving 0) and unsigned-by-signed byte
// multiply-adds with signed saturation (`pmaddubsw`, saturating pairs
// included).
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <tmmintrin.h>

static unsigned sum;

static void show(const char *what, __m128i v) {
    uint8_t b[16];
    memcpy(b, &v, 16);
    printf("%s:", what);
    for (int i = 0; i < 16; i++) {
        printf(" %02x", b[i]);
        sum = sum * 31u + b[i];
    }
    printf("\n");
}

__attribute__((noinline)) static __m128i bytes(int seed) {
    uint8_t b[16];
    for (int i = 0; i < 16; i++)
        b[i] = (uint8_t)(seed * 91 + i * 43 + (i * i * 17));
    __m128i v;
    memcpy(&v, b, 16);
    return v;
}

int main(void) {
    for (int s = 0; s < 4; s++) {
        __m128i a = bytes(s), b = bytes(s + 5);
        show("shuffle_epi8", _mm_shuffle_epi8(a, b));
        show("shuffle_epi8 rev", _mm_shuffle_epi8(b, a));
        show("maddubs_epi16", _mm_maddubs_epi16(a, b));
    }
    __m128i ff = _mm_set1_epi8((char)0xff), big = _mm_set1_epi8(127), neg = _mm_set1_epi8(-128);
    show("maddubs saturating +", _mm_maddubs_epi16(ff, big));
    show("maddubs saturating -", _mm_maddubs_epi16(ff, neg));
    printf("sum %08x\n", sum);
    return (int)(sum & 0x7f);
}
