#include <stdio.h>

__attribute__((noinline)) static short s_op(short a, short b, int op) {
    switch (op) {
    case 0: return (short)(a + b);
    case 1: return (short)(a - b);
    case 2: return (short)(a * b);
    case 3: return b ? (short)(a / b) : 0;
    case 4: return b ? (short)(a % b) : 0;
    case 5: return (short)(a & b);
    case 6: return (short)(a | b);
    default: return (short)(a ^ b);
    }
}
__attribute__((noinline)) static unsigned short us_op(unsigned short a, unsigned short b, int op) {
    switch (op) {
    case 0: return (unsigned short)(a + b);
    case 1: return (unsigned short)(a - b);
    case 2: return (unsigned short)((unsigned)a * b);
    case 3: return b ? (unsigned short)(a / b) : 0;
    case 4: return b ? (unsigned short)(a % b) : 0;
    case 5: return a & b;
    case 6: return a | b;
    default: return a ^ b;
    }
}

int main(void) {
    static const short v[] = {0, 1, -1, 300, -300, 32767, -32768, 1234, -4321, 255, 256};
    const int n = sizeof v / sizeof v[0];
    unsigned long h = 0;
    for (int op = 0; op < 8; op++) {
        unsigned long row = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                short r = s_op(v[i], v[j], op);
                unsigned short u = us_op((unsigned short)v[i], (unsigned short)v[j], op);
                row = row * 131 + (unsigned short)r;
                row = row * 131 + u;
            }
        printf("op %d: %lu s=%d u=%u\n", op, row % 1000003, s_op(v[3], v[9], op), us_op(40000, 1234, op));
        h ^= row;
    }
    short sh = -2;
    unsigned short ush = 65535;
    int promoted = sh * ush; /* both promote to int */
    printf("promoted %d\n", promoted);
    printf("h %lu\n", h % 1000000007);
    return (int)(h & 0x7f);
}
