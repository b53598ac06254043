#include <stdio.h>
#include <string.h>
#include <stdint.h>

/* Loops that -O2 turns into memset/memcpy calls, or into closed forms. */
__attribute__((noinline)) static void zero_fill(int *p, int n) {
    for (int i = 0; i < n; i++) p[i] = 0;
}
__attribute__((noinline)) static void byte_fill(unsigned char *p, int n, unsigned char v) {
    for (int i = 0; i < n; i++) p[i] = v;
}
__attribute__((noinline)) static void copy_loop(long *restrict d, const long *restrict s, int n) {
    for (int i = 0; i < n; i++) d[i] = s[i];
}
__attribute__((noinline)) static uint64_t sum_to(uint64_t n) {
    uint64_t s = 0;
    for (uint64_t i = 1; i <= n; i++) s += i;
    return s;
}
__attribute__((noinline)) static int strlen_loop(const char *s) {
    int n = 0;
    while (s[n]) n++;
    return n;
}
__attribute__((noinline)) static int find_byte(const unsigned char *p, int n, unsigned char c) {
    for (int i = 0; i < n; i++)
        if (p[i] == c) return i;
    return -1;
}
__attribute__((noinline)) static int equal(const int *a, const int *b, int n) {
    return memcmp(a, b, sizeof(int) * (size_t)n) == 0; /* may become bcmp */
}

int main(void) {
    int ints[500];
    for (int i = 0; i < 500; i++) ints[i] = i;
    zero_fill(ints + 100, 300);
    unsigned char bytes[1000];
    byte_fill(bytes, 1000, 0x5a);
    byte_fill(bytes + 10, 20, 0);
    long src[256], dst[256];
    for (int i = 0; i < 256; i++) src[i] = (long)i * i;
    copy_loop(dst, src, 256);
    int s = 0;
    for (int i = 0; i < 500; i++) s += ints[i];
    printf("s=%d bytes=%u,%u,%u dst[255]=%ld sum_to=%llu %llu\n", s, bytes[0], bytes[15], bytes[999], dst[255],
           (unsigned long long)sum_to(100000), (unsigned long long)sum_to(0));
    printf("strlen=%d find=%d %d equal=%d %d\n", strlen_loop("idiom recognition"), find_byte(bytes, 1000, 0), find_byte(bytes, 1000, 1),
           equal(ints, ints, 500), equal(ints, ints + 1, 50));
    return (s + (int)(sum_to(1000) & 0xff)) % 127;
}
