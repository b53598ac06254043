#include <stdio.h>
#include <stdbool.h>

__attribute__((noinline)) static bool all3(bool a, bool b, bool c) { return a && b && c; }
__attribute__((noinline)) static int count(bool a, bool b, bool c, bool d, bool e, bool f, bool g, bool h) {
    return a + b + c + d + e + f + g + h;
}
__attribute__((noinline)) static bool is_prime(unsigned n) {
    if (n < 2) return false;
    for (unsigned d = 2; d * d <= n; d++)
        if (n % d == 0) return false;
    return true;
}
__attribute__((noinline)) static unsigned pack(const bool *v, int n) {
    unsigned r = 0;
    for (int i = 0; i < n; i++) r |= (unsigned)v[i] << i;
    return r;
}
struct opts { bool verbose; bool dry; int level; bool force; };
__attribute__((noinline)) static int score(struct opts o) { return o.verbose * 1 + o.dry * 2 + o.level * 4 + o.force * 64; }

int main(void) {
    bool v[32];
    for (int i = 0; i < 32; i++) v[i] = is_prime((unsigned)i);
    unsigned p = pack(v, 32);
    int c = 0;
    for (int m = 0; m < 256; m++) c += count(m & 1, m & 2, m & 4, m & 8, m & 16, m & 32, m & 64, m & 128);
    int a = 0;
    for (int m = 0; m < 8; m++) a += all3(m & 1, m & 2, m & 4);
    struct opts o = {true, false, 5, true};
    printf("primes mask=%08x count=%d all3=%d score=%d\n", p, c, a, score(o));
    return (int)((p ^ (unsigned)c ^ (unsigned)score(o)) & 0x7f);
}
