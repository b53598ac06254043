#include <stdio.h>

__attribute__((noinline)) static signed char sc_add(signed char a, signed char b) { return (signed char)(a + b); }
__attribute__((noinline)) static unsigned char uc_add(unsigned char a, unsigned char b) { return (unsigned char)(a + b); }
__attribute__((noinline)) static signed char sc_mul(signed char a, signed char b) { return (signed char)(a * b); }
__attribute__((noinline)) static unsigned char uc_mul(unsigned char a, unsigned char b) { return (unsigned char)(a * b); }
__attribute__((noinline)) static int sc_div(signed char a, signed char b) { return a / b; }
__attribute__((noinline)) static int uc_div(unsigned char a, unsigned char b) { return a / b; }
__attribute__((noinline)) static int sc_rem(signed char a, signed char b) { return a % b; }
__attribute__((noinline)) static int uc_rem(unsigned char a, unsigned char b) { return a % b; }

int main(void) {
    static const signed char sv[] = {0, 1, -1, 5, -5, 100, -100, 127, -128, 42, -3};
    const int n = sizeof sv;
    unsigned h = 7;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            signed char a = sv[i], b = sv[j];
            unsigned char ua = (unsigned char)a, ub = (unsigned char)b;
            h = h * 33u + (unsigned char)sc_add(a, b);
            h = h * 33u + uc_add(ua, ub);
            h = h * 33u + (unsigned char)sc_mul(a, b);
            h = h * 33u + uc_mul(ua, ub);
            if (b != 0) {
                h = h * 33u + (unsigned)sc_div(a, b);
                h = h * 33u + (unsigned)sc_rem(a, b);
                h = h * 33u + (unsigned)uc_div(ua, ub);
                h = h * 33u + (unsigned)uc_rem(ua, ub);
            }
        }
        printf("%4d: +1=%4d *2=%4d u=%3u u*3=%3u\n", sv[i], sc_add(sv[i], 1), sc_mul(sv[i], 2),
               (unsigned char)sv[i], uc_mul((unsigned char)sv[i], 3));
    }
    char c = 'A';
    for (int k = 0; k < 26; k++) c = (char)(c + 1 > 'Z' ? 'A' : c + 1);
    printf("c=%c h=%u\n", c, h);
    return (int)(h % 127);
}
