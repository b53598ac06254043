#include <stdio.h>

static int calls;
__attribute__((noinline)) static int t(int v) { calls++; return v; }

__attribute__((noinline)) static int logic(int a, int b, int c) {
    int r = 0;
    if (t(a) && t(b)) r |= 1;
    if (t(a) || t(b)) r |= 2;
    if ((t(a) && t(b)) || t(c)) r |= 4;
    if (t(a) && (t(b) || t(c))) r |= 8;
    if (!t(a) != !t(b)) r |= 16;
    r |= (t(a) ? t(b) : t(c)) << 5;
    return r;
}
__attribute__((noinline)) static int safe_div(const int *p, int d) { return p && d && *p % d == 0; }

int main(void) {
    unsigned h = 0;
    for (int m = 0; m < 8; m++) {
        calls = 0;
        int r = logic(m & 1, (m >> 1) & 1, (m >> 2) & 1);
        printf("a=%d b=%d c=%d -> %02x calls=%d\n", m & 1, (m >> 1) & 1, (m >> 2) & 1, r, calls);
        h = h * 31 + (unsigned)(r * 16 + calls);
    }
    int v = 12;
    printf("safe_div: %d %d %d %d\n", safe_div(&v, 4), safe_div(&v, 5), safe_div(&v, 0), safe_div(0, 3));
    int x = 0;
    int y = (x != 0 && 10 / x > 1);
    int z = (x == 0 || 10 / x > 1);
    printf("y=%d z=%d\n", y, z);
    return (int)(h & 0x7f);
}
