// CFLAGS: -fcommon
#include <stdio.h>

/* Tentative definitions become common symbols with -fcommon. */
int common_counter;
double common_values[64];
struct { int a; char b[13]; } common_struct;
long common_long;
int common_counter; /* a second tentative definition of the same object */

__attribute__((noinline)) static void bump(int k) {
    common_counter += k;
    common_values[k % 64] += k * 0.5;
    common_struct.a ^= k;
    common_struct.b[k % 13] = (char)('a' + k % 26);
    common_long += (long)k << 20;
}

int main(void) {
    printf("initially: %d %g %d %ld\n", common_counter, common_values[10], common_struct.a, common_long);
    for (int k = 0; k < 100; k++) bump(k);
    double s = 0;
    for (int i = 0; i < 64; i++) s += common_values[i];
    common_struct.b[12] = 0;
    printf("after: %d %g %d %s %ld\n", common_counter, s, common_struct.a, common_struct.b, common_long);
    return (common_counter + common_struct.a) & 0x7f;
}
