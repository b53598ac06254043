#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef unsigned char v16qu __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef int v8si __attribute__((vector_size(32)));
typedef int v2si __attribute__((vector_size(8)));

__attribute__((noinline)) static v4si reverse(v4si v) { return __builtin_shufflevector(v, v, 3, 2, 1, 0); }
__attribute__((noinline)) static v4si interleave_lo(v4si a, v4si b) { return __builtin_shufflevector(a, b, 0, 4, 1, 5); }
__attribute__((noinline)) static v4si rotate1(v4si v) { return __builtin_shufflevector(v, v, 1, 2, 3, 0); }
__attribute__((noinline)) static v4si broadcast2(v4si v) { return __builtin_shufflevector(v, v, 2, 2, 2, 2); }
__attribute__((noinline)) static v16qu byte_reverse(v16qu v) {
    return __builtin_shufflevector(v, v, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
}
__attribute__((noinline)) static v8hi evens_odds(v8hi a, v8hi b) { return __builtin_shufflevector(a, b, 0, 2, 4, 6, 9, 11, 13, 15); }
__attribute__((noinline)) static v2df swap(v2df v) { return __builtin_shufflevector(v, v, 1, 0); }
/* widening and narrowing shuffles */
__attribute__((noinline)) static void concat(v8si *out, v4si a, v4si b) { *out = __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7); }
__attribute__((noinline)) static v2si low_half(v4si v) { return __builtin_shufflevector(v, v, 0, 1); }
__attribute__((noinline)) static v4si from_half(v2si v) { return __builtin_shufflevector(v, v, 0, 1, 1, 0); }

static void p4(const char *n, v4si v) { printf("%s: %d %d %d %d\n", n, v[0], v[1], v[2], v[3]); }

int main(void) {
    v4si a = {10, 20, 30, 40}, b = {-1, -2, -3, -4};
    p4("reverse", reverse(a));
    p4("interleave", interleave_lo(a, b));
    p4("rotate", rotate1(rotate1(a)));
    p4("broadcast", broadcast2(b));
    v16qu bytes;
    for (int i = 0; i < 16; i++) bytes[i] = (unsigned char)(i * 3);
    v16qu rb = byte_reverse(bytes);
    printf("byte_reverse:");
    for (int i = 0; i < 16; i++) printf(" %u", rb[i]);
    v8hi eo = evens_odds((v8hi){0, 1, 2, 3, 4, 5, 6, 7}, (v8hi){10, 11, 12, 13, 14, 15, 16, 17});
    printf("\nevens_odds:");
    for (int i = 0; i < 8; i++) printf(" %d", eo[i]);
    v2df s = swap((v2df){1.5, -2.5});
    v8si c;
    concat(&c, a, b);
    v2si lh = low_half(b);
    v4si fh = from_half((v2si){7, 8});
    printf("\nswap: %g %g concat: %d %d %d %d low_half: %d %d\n", s[0], s[1], c[0], c[3], c[4], c[7], lh[0], lh[1]);
    p4("from_half", fh);
    int h = 0;
    for (int i = 0; i < 8; i++) h = h * 3 + c[i] + eo[i];
    return h & 0x7f;
}
