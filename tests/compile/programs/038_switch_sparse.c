#include <stdio.h>

__attribute__((noinline)) static int sparse(int x) {
    switch (x) {
    case -1000000: return 1;
    case -77: return 2;
    case 3: return 3;
    case 100: return 4;
    case 1000: return 5;
    case 4096: return 6;
    case 65537: return 7;
    case 1000000: return 8;
    case 2147483647: return 9;
    default: return 0;
    }
}
__attribute__((noinline)) static int mixed(unsigned x) {
    switch (x) {
    case 0: case 1: case 2: case 3: return 10;
    case 10: case 11: case 12: return 20;
    case 500: return 30;
    case 501: return 31;
    case 0xffffffffu: return 40;
    case 0x80000000u: return 50;
    default: return -1;
    }
}
__attribute__((noinline)) static int powers(unsigned long long x) {
    switch (x) {
    case 1ull: return 0;
    case 2ull: return 1;
    case 4ull: return 2;
    case 1ull << 10: return 10;
    case 1ull << 20: return 20;
    case 1ull << 32: return 32;
    case 1ull << 40: return 40;
    case 1ull << 63: return 63;
    default: return -1;
    }
}

int main(void) {
    static const int probes[] = {-1000000, -77, -76, 3, 4, 100, 999, 1000, 4096, 65537, 65536, 1000000, 2147483647, 0};
    int s = 0;
    for (unsigned i = 0; i < sizeof probes / sizeof probes[0]; i++) {
        int r = sparse(probes[i]);
        s = s * 3 + r;
        printf("sparse(%d)=%d mixed=%d\n", probes[i], r, mixed((unsigned)probes[i]));
    }
    for (unsigned x = 0; x < 15; x++) s += mixed(x);
    s += mixed(500) + mixed(501) + mixed(0xffffffffu) + mixed(0x80000000u);
    for (int b = 0; b < 64; b++) {
        int p = powers(1ull << b);
        if (p >= 0) printf("2^%d -> %d\n", b, p);
        s += p;
    }
    printf("s=%d\n", s);
    return s & 0x7f;
}
