// CFLAGS: -fcommon
#include <stdio.h>

/* Common symbols of several sizes and alignments next to ordinary data and bss. */
char c_byte;
short c_short;
long long c_ll;
char c_array[1000];
int ordinary = 5;
static int bss_static;
__attribute__((aligned(64))) int c_aligned;

int main(void) {
    c_byte = 'x';
    c_short = -3;
    c_ll = 1LL << 50;
    for (int i = 0; i < 1000; i++) c_array[i] = (char)(i % 26 + 'a');
    c_aligned = ordinary * 3;
    bss_static = c_short * 2;
    int s = 0;
    for (int i = 0; i < 1000; i++) s += c_array[i];
    printf("%c %d %lld %c%c%c %d %d %d s=%d aligned=%d\n", c_byte, c_short, c_ll, c_array[0], c_array[25], c_array[999], c_aligned,
           bss_static, ordinary, s, ((unsigned long)&c_aligned & 63) == 0);
    return (s + c_aligned) & 0x7f;
}
