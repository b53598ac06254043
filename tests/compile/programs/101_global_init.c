#include <stdio.h>

/* Initialized global data of many types. */
char g_c = 'G';
signed char g_sc = -5;
unsigned char g_uc = 200;
short g_s = -1234;
unsigned short g_us = 54321;
int g_i = -123456789;
unsigned g_u = 3000000000u;
long g_l = -1234567890123456789L;
unsigned long long g_ull = 0xfedcba9876543210ULL;
float g_f = 3.5f;
double g_d = -2.718281828459045;
_Bool g_b = 1;
__int128 g_i128 = ((__int128)0x1234 << 64) | 0x5678;
int g_arr[8] = {1, 1, 2, 3, 5, 8, 13, 21};
double g_darr[4] = {0.5, 0.25, 0.125};
char g_str[16] = "hello";
struct mix { char c; int i; double d; short s[3]; } g_mix = {'m', 77, 1e-3, {-1, -2, -3}};
struct mix g_mixes[3] = {{'a', 1, 1.0, {1}}, [2] = {'c', 3, 3.0, {3, 3, 3}}};
static int s_counter = 100;
static double s_scale = 1.5;

int main(void) {
    printf("%c %d %u %d %u %d %u %ld %llx\n", g_c, g_sc, g_uc, g_s, g_us, g_i, g_u, g_l, g_ull);
    printf("%g %.17g %d %llx %llx\n", (double)g_f, g_d, g_b, (unsigned long long)(g_i128 >> 64), (unsigned long long)g_i128);
    int fib = 0;
    for (int i = 0; i < 8; i++) fib += g_arr[i];
    printf("fib=%d darr=%g %g %g %g str=%s\n", fib, g_darr[0], g_darr[1], g_darr[2], g_darr[3], g_str);
    printf("mix=%c %d %g %d %d %d\n", g_mix.c, g_mix.i, g_mix.d, g_mix.s[0], g_mix.s[1], g_mix.s[2]);
    for (int i = 0; i < 3; i++) printf("mixes[%d]=%d %d %g %d\n", i, g_mixes[i].c, g_mixes[i].i, g_mixes[i].d, g_mixes[i].s[2]);
    /* modify and re-read */
    g_i += 1;
    g_arr[7] *= 2;
    g_str[0] = 'J';
    s_counter += fib;
    s_scale *= 2;
    printf("after: %d %d %s %d %g\n", g_i, g_arr[7], g_str, s_counter, s_scale);
    return (fib + s_counter + g_arr[7]) & 0x7f;
}
