#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));

__attribute__((noinline)) static v4si ops(v4si a, v4si b) {
    v4si r = a + b;
    r = r * (a - b);
    r ^= b << 2;
    r |= (a & 0xff) >> 1;
    r += -a + ~b;
    return r;
}
__attribute__((noinline)) static v4si divs(v4si a, v4si b) { return a / b + a % b; }
__attribute__((noinline)) static v4su udivs(v4su a, v4su b) { return a / b + a % b; }
__attribute__((noinline)) static v4si cmp(v4si a, v4si b) { return (a < b) + (a == b) * 2 + (a >= b) * 4; }
__attribute__((noinline)) static v4si shifts(v4si a, v4si s) { return (a << s) + (a >> s); }
__attribute__((noinline)) static int hsum(v4si v) { return v[0] + v[1] + v[2] + v[3]; }

static void print(const char *name, v4si v) { printf("%s = {%d, %d, %d, %d}\n", name, v[0], v[1], v[2], v[3]); }

int main(void) {
    v4si a = {1, -2, 300, -4000}, b = {7, 3, -9, 11};
    print("a+b", a + b);
    print("ops", ops(a, b));
    print("divs", divs(a, b));
    v4su ua = {100, 4000000000u, 7, 0}, ub = {3, 7, 8, 1};
    v4su ud = udivs(ua, ub);
    printf("udivs = {%u, %u, %u, %u}\n", ud[0], ud[1], ud[2], ud[3]);
    print("cmp", cmp(a, b));
    print("shifts", shifts(a, (v4si){0, 1, 5, 31}));
    v4si acc = {0, 0, 0, 0};
    for (int i = 0; i < 100; i++) {
        v4si x = {i, i * 2, i * 3, -i};
        acc += x * x;
        acc[i & 3] -= 1;
    }
    print("acc", acc);
    v4si splat = (v4si){0, 0, 0, 0} + 5;
    print("splat", splat);
    int h = hsum(acc) + hsum(ops(a + 1, b - 1));
    printf("h=%d\n", h);
    return h & 0x7f;
}
