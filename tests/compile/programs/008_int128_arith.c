#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static void print_u128(u128 v) {
    char buf[48];
    int i = 47;
    buf[i] = 0;
    do {
        buf[--i] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    fputs(buf + i, stdout);
}
static void print_i128(i128 v) {
    if (v < 0) {
        putchar('-');
        print_u128((u128)0 - (u128)v);
    } else {
        print_u128((u128)v);
    }
}

__attribute__((noinline)) static i128 mul(i128 a, i128 b) { return a * b; }
__attribute__((noinline)) static i128 divs(i128 a, i128 b) { return a / b; }
__attribute__((noinline)) static i128 rems(i128 a, i128 b) { return a % b; }
__attribute__((noinline)) static u128 divu(u128 a, u128 b) { return a / b; }
__attribute__((noinline)) static u128 remu(u128 a, u128 b) { return a % b; }
__attribute__((noinline)) static i128 add(i128 a, i128 b) { return a + b; }
__attribute__((noinline)) static i128 sub(i128 a, i128 b) { return a - b; }

int main(void) {
    i128 a = (i128)1234567890123456789LL * 1000000000;
    i128 b = -(i128)987654321987654321LL;
    i128 p = mul(a, 7);
    printf("a="); print_i128(a); printf("\n");
    printf("b="); print_i128(b); printf("\n");
    printf("a+b="); print_i128(add(a, b)); printf("\n");
    printf("a-b="); print_i128(sub(a, b)); printf("\n");
    printf("a*7="); print_i128(p); printf("\n");
    printf("a/b="); print_i128(divs(a, b)); printf(" a%%b="); print_i128(rems(a, b)); printf("\n");
    printf("b/13="); print_i128(divs(b, 13)); printf(" b%%13="); print_i128(rems(b, 13)); printf("\n");
    u128 big = ~(u128)0;
    printf("max="); print_u128(big); printf("\n");
    printf("max/3="); print_u128(divu(big, 3)); printf(" max%%1000000007="); print_u128(remu(big, 1000000007)); printf("\n");
    u128 f = 1;
    for (int i = 1; i <= 30; i++) f *= (u128)i;
    printf("30!="); print_u128(f); printf("\n");
    u128 x = ((u128)0x0123456789abcdefULL << 64) | 0xfedcba9876543210ULL;
    u128 y = ((u128)0x1111 << 64) | 0x2222;
    printf("x/y="); print_u128(divu(x, y)); printf(" x%%y="); print_u128(remu(x, y)); printf("\n");
    u128 acc = 0;
    for (int i = 0; i < 50; i++) acc = acc * 0x10001 + (u128)i * x;
    unsigned long long lo = (unsigned long long)acc, hi = (unsigned long long)(acc >> 64);
    printf("acc=%016llx%016llx\n", hi, lo);
    return (int)((lo ^ hi) & 0x7f);
}
