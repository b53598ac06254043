#include <stdio.h>

/* 8-byte vectors. */
typedef int v2si __attribute__((vector_size(8)));
typedef short v4hi __attribute__((vector_size(8)));
typedef unsigned char v8qu __attribute__((vector_size(8)));
typedef float v2sf __attribute__((vector_size(8)));

__attribute__((noinline)) static v2si add2(v2si a, v2si b) { return a + b * 3; }
__attribute__((noinline)) static v4hi mul4(v4hi a, v4hi b) { return a * b - (a >> 1); }
__attribute__((noinline)) static v8qu xor8(v8qu a, v8qu b) { return (a ^ b) + 1; }
__attribute__((noinline)) static v2sf scale2(v2sf a, float k) { return a * k + (v2sf){0.5f, -0.5f}; }
__attribute__((noinline)) static v2si many(v2si a, v2si b, v2si c, v2si d, v2si e, v2si f, v2si g, v2si h, v2si i, v2si j) {
    return a + b + c + d + e + f + g + h + i + j;
}

int main(void) {
    v2si a = add2((v2si){1, -2}, (v2si){10, 20});
    v4hi b = mul4((v4hi){1, 2, -3, 400}, (v4hi){5, -6, 7, 80});
    v8qu c = xor8((v8qu){1, 2, 3, 4, 5, 6, 7, 255}, (v8qu){255, 0, 3, 8, 16, 32, 64, 255});
    v2sf d = scale2((v2sf){1.5f, -2.25f}, 4.0f);
    v2si e = many((v2si){1, 2}, (v2si){3, 4}, (v2si){5, 6}, (v2si){7, 8}, (v2si){9, 10}, (v2si){11, 12}, (v2si){13, 14},
                  (v2si){15, 16}, (v2si){17, 18}, (v2si){19, 20});
    printf("v2si %d %d | v4hi %d %d %d %d | v8qu", a[0], a[1], b[0], b[1], b[2], b[3]);
    for (int i = 0; i < 8; i++) printf(" %u", c[i]);
    printf(" | v2sf %g %g | many %d %d\n", (double)d[0], (double)d[1], e[0], e[1]);
    printf("sizes %zu %zu %zu %zu\n", sizeof(v2si), sizeof(v4hi), sizeof(v8qu), sizeof(v2sf));
    return (a[0] + b[3] + c[7] + e[1]) & 0x7f;
}
