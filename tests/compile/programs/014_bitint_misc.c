#include <stdio.h>

/* _BitInt in structs, arrays, as loop counters and in switch. */
typedef unsigned _BitInt(5) u5;
typedef _BitInt(9) s9;
typedef unsigned _BitInt(24) u24;

struct packed_vals {
    u5 a;
    s9 b;
    u24 c;
};

__attribute__((noinline)) static struct packed_vals step(struct packed_vals v) {
    v.a = v.a + 3;
    v.b = (s9)(v.b < 200 ? v.b + 17 : -255);
    v.c = (u24)(v.c * 0x1001u + 7u);
    return v;
}

__attribute__((noinline)) static int classify(u5 x) {
    switch (x) {
    case 0: return 10;
    case 1: case 2: return 20;
    case 17: return 30;
    case 31: return 40;
    default: return (int)x;
    }
}

int main(void) {
    struct packed_vals v = {0, -100, 1};
    unsigned h = 0;
    for (int i = 0; i < 40; i++) {
        v = step(v);
        h = h * 33 + (unsigned)v.a + (unsigned)(int)v.b + (unsigned)v.c;
        if (i % 8 == 0) printf("%2d: a=%u b=%d c=%u\n", i, (unsigned)v.a, (int)v.b, (unsigned)v.c);
    }
    u5 arr[32];
    for (u5 i = 0;; i++) {
        arr[i] = (u5)(i * 7);
        if (i == 31) break;
    }
    int csum = 0;
    for (int i = 0; i < 32; i++) csum += classify(arr[i]);
    unsigned _BitInt(2) two = 3;
    two++;
    _BitInt(2) stwo = -2;
    printf("csum=%d two=%u stwo=%d sizeof s9=%zu u24=%zu\n", csum, (unsigned)two, (int)stwo, sizeof(s9), sizeof(u24));
    _Bool flag = (unsigned _BitInt(1))1;
    unsigned _BitInt(1) bit = 1;
    bit = bit + 1; /* wraps to 0 */
    printf("flag=%d bit=%u h=%u\n", flag, (unsigned)bit, h);
    return (int)((h + (unsigned)csum) & 0x7f);
}
