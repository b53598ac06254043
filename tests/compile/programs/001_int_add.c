#include <stdio.h>

__attribute__((noinline)) static int add(int a, int b) { return a + b; }
__attribute__((noinline)) static int sub(int a, int b) { return a - b; }
__attribute__((noinline)) static int mul(int a, int b) { return a * b; }
__attribute__((noinline)) static int divi(int a, int b) { return a / b; }
__attribute__((noinline)) static int remi(int a, int b) { return a % b; }
__attribute__((noinline)) static int neg(int a) { return -a; }

int main(void) {
    static const int vals[] = {0, 1, -1, 7, -7, 100, -100, 12345, -54321, 46340, 65535, -32768};
    const int n = sizeof vals / sizeof vals[0];
    unsigned sum = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            int a = vals[i], b = vals[j];
            int s = add(a, b), d = sub(a, b);
            long long wide = (long long)a * b;
            sum = sum * 31u + (unsigned)s;
            sum = sum * 31u + (unsigned)d;
            if (wide >= -2147483647 - 1 && wide <= 2147483647)
                sum = sum * 31u + (unsigned)mul(a, b);
            if (b != 0) {
                int q = divi(a, b), r = remi(a, b);
                sum = sum * 31u + (unsigned)q;
                sum = sum * 31u + (unsigned)r;
                if (i == j + 1)
                    printf("%d / %d = %d rem %d\n", a, b, q, r);
            }
        }
        printf("neg(%d) = %d, %d+%d=%d, %d*3=%d\n", vals[i], neg(vals[i]), vals[i], vals[(i + 3) % n],
               add(vals[i], vals[(i + 3) % n]), vals[i], mul(vals[i], 3));
    }
    printf("checksum %u\n", sum);
    return (int)(sum & 0x7f);
}
