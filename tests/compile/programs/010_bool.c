#include <stdio.h>
#include <stdbool.h>

__attribute__((noinline)) static _Bool is_even(int x) { return (x & 1) == 0; }
__attribute__((noinline)) static _Bool band(_Bool a, _Bool b) { return a && b; }
__attribute__((noinline)) static _Bool bxor(_Bool a, _Bool b) { return a != b; }
__attribute__((noinline)) static int count_true(const _Bool *v, int n) {
    int c = 0;
    for (int i = 0; i < n; i++) c += v[i];
    return c;
}
__attribute__((noinline)) static _Bool to_bool(long x) { return (_Bool)x; }
__attribute__((noinline)) static _Bool dbl_to_bool(double x) { return (_Bool)x; }

int main(void) {
    _Bool flags[20];
    for (int i = 0; i < 20; i++) flags[i] = is_even(i * 3 + 1) || i % 5 == 0;
    int c = count_true(flags, 20);
    bool b = 5;  /* becomes 1 */
    _Bool z = (_Bool)0.0;
    _Bool nz = (_Bool)0.25;
    int sum = b + b + z + nz;
    printf("count=%d b=%d sum=%d\n", c, b, sum);
    for (int i = 0; i < 4; i++) {
        _Bool x = i & 1, y = (i >> 1) & 1;
        printf("%d %d: and=%d xor=%d not=%d\n", x, y, band(x, y), bxor(x, y), !x);
    }
    printf("to_bool: %d %d %d %d\n", to_bool(0), to_bool(256), to_bool(-1L), to_bool(1L << 40));
    printf("dbl_to_bool: %d %d %d\n", dbl_to_bool(0.0), dbl_to_bool(-0.0), dbl_to_bool(1e-300));
    _Bool arr[3] = {1, 0, 1};
    arr[1] += 1;
    arr[2]++;
    printf("arr %d %d %d sizeof %zu\n", arr[0], arr[1], arr[2], sizeof(_Bool));
    return c * 4 + sum;
}
