#include <stdio.h>

typedef _BitInt(33) s33;
typedef unsigned _BitInt(33) u33;
typedef _BitInt(47) s47;
typedef unsigned _BitInt(47) u47;

__attribute__((noinline)) static u33 u33_mul(u33 a, u33 b) { return a * b; }
__attribute__((noinline)) static s33 s33_add(s33 a, s33 b) { return a + b; }
__attribute__((noinline)) static s33 s33_shr(s33 a, int n) { return a >> n; }
__attribute__((noinline)) static u33 u33_shl(u33 a, int n) { return a << n; }
__attribute__((noinline)) static s47 s47_div(s47 a, s47 b) { return a / b; }
__attribute__((noinline)) static u47 u47_div(u47 a, u47 b) { return a / b; }
__attribute__((noinline)) static u47 u47_rem(u47 a, u47 b) { return a % b; }
__attribute__((noinline)) static int cmp47(s47 a, s47 b) { return (a > b) - (a < b); }
__attribute__((noinline)) static int cmpu47(u47 a, u47 b) { return (a > b) - (a < b); }

int main(void) {
    unsigned long long h = 0;
    u33 x = 1;
    for (int i = 0; i < 40; i++) {
        x = u33_mul(x, 3) + 1;
        h = h * 31 + (unsigned long long)x;
    }
    printf("u33 x=%llu (max %llu)\n", (unsigned long long)x, (unsigned long long)(u33)-1);
    s33 s = -4294967296LL; /* min of 33 bits */
    s33 t = s33_add(s, 4294967295LL);
    printf("s33 min=%lld min+max=%lld\n", (long long)s, (long long)t);
    for (int n = 0; n < 33; n += 4) {
        printf("shr %2d: %lld  shl: %llu\n", n, (long long)s33_shr(-123456789, n), (unsigned long long)u33_shl(0x1abcdef01ULL, n));
    }
    s47 big = 70368744177663LL; /* 2^46 - 1 */
    s47 vals[] = {big, -big, 1000000007, -999, 12, -1};
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++) {
            h = h * 17 + (unsigned long long)(long long)s47_div(vals[i], vals[j]);
            h = h * 17 + (unsigned long long)u47_div((u47)vals[i], (u47)vals[j]);
            h = h * 17 + (unsigned long long)u47_rem((u47)vals[i], (u47)vals[j]);
            h = h * 17 + (unsigned)(cmp47(vals[i], vals[j]) + 1) + (unsigned)(cmpu47((u47)vals[i], (u47)vals[j]) + 1) * 3;
        }
    printf("s47 %lld / -999 = %lld; u47 %llu / 12 = %llu rem %llu\n", (long long)vals[1],
           (long long)s47_div(vals[1], -999), (unsigned long long)(u47)vals[1],
           (unsigned long long)u47_div((u47)vals[1], 12), (unsigned long long)u47_rem((u47)vals[1], 12));
    int back = (int)(s47)-77;
    unsigned ub = (unsigned)(u47)-77;
    double d = (double)(s47)-123456789012LL;
    s47 fromd = (s47)-9876543210.0;
    printf("back=%d ub=%u d=%.1f fromd=%lld\n", back, ub, d, (long long)fromd);
    printf("h=%llx\n", h);
    return (int)(h & 0x7f);
}
