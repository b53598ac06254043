#include <stdio.h>

typedef long long v2di __attribute__((vector_size(16)));
typedef unsigned long long v2du __attribute__((vector_size(16)));

__attribute__((noinline)) static v2di mul_add(v2di a, v2di b, v2di c) { return a * b + c; }
__attribute__((noinline)) static v2du mix(v2du a) {
    a ^= a >> 33;
    a *= 0xff51afd7ed558ccdULL;
    a ^= a >> 33;
    a *= 0xc4ceb9fe1a85ec53ULL;
    a ^= a >> 33;
    return a;
}
__attribute__((noinline)) static v2di select_max(v2di a, v2di b) {
    v2di m = a > b; /* all-ones where true */
    return (a & m) | (b & ~m);
}
__attribute__((noinline)) static v2di sdiv(v2di a, v2di b) { return a / b; }

int main(void) {
    v2di a = {1LL << 40, -3}, b = {5, -7}, c = {-1, 100};
    v2di r = mul_add(a, b, c);
    printf("mul_add = {%lld, %lld}\n", r[0], r[1]);
    v2du h = {1, 2};
    for (int i = 0; i < 10; i++) h = mix(h + (v2du){(unsigned long long)i, 0});
    printf("mix = {%016llx, %016llx}\n", h[0], h[1]);
    v2di m = select_max((v2di){-5, 10}, (v2di){3, -20});
    printf("max = {%lld, %lld}\n", m[0], m[1]);
    v2di q = sdiv((v2di){-1000000000000LL, 77}, (v2di){7, -5});
    printf("div = {%lld, %lld}\n", q[0], q[1]);
    v2di cmpv = (v2di){1, 2} == (v2di){1, 3};
    printf("cmp = {%lld, %lld}\n", cmpv[0], cmpv[1]);
    return (int)((h[0] ^ h[1] ^ (unsigned long long)r[0]) & 0x7f);
}
