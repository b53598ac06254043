#include <stdio.h>

__attribute__((noinline)) static long lmul(long a, long b) { return a * b; }
__attribute__((noinline)) static long long lldiv_(long long a, long long b) { return a / b; }
__attribute__((noinline)) static long long llrem_(long long a, long long b) { return a % b; }
__attribute__((noinline)) static unsigned long ulmul(unsigned long a, unsigned long b) { return a * b; }
__attribute__((noinline)) static unsigned long long uldiv(unsigned long long a, unsigned long long b) { return a / b; }
__attribute__((noinline)) static unsigned long long ulrem(unsigned long long a, unsigned long long b) { return a % b; }

int main(void) {
    static const long long v[] = {0, 1, -1, 3, -3, 1000000007LL, -999999937LL, 4294967296LL, -4294967297LL,
                                  0x7fffffffffffffffLL, (-0x7fffffffffffffffLL - 1), 123456789012345LL};
    const int n = sizeof v / sizeof v[0];
    unsigned long long h = 14695981039346656037ULL;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            long long a = v[i], b = v[j];
            if (b != 0 && !(a == (-0x7fffffffffffffffLL - 1) && b == -1)) {
                h = (h ^ (unsigned long long)lldiv_(a, b)) * 1099511628211ULL;
                h = (h ^ (unsigned long long)llrem_(a, b)) * 1099511628211ULL;
            }
            if (b != 0) {
                h = (h ^ uldiv((unsigned long long)a, (unsigned long long)b)) * 1099511628211ULL;
                h = (h ^ ulrem((unsigned long long)a, (unsigned long long)b)) * 1099511628211ULL;
            }
            h = (h ^ ulmul((unsigned long)a, (unsigned long)b)) * 1099511628211ULL;
        }
    }
    printf("%ld %ld\n", lmul(123456789L, 1000L), lmul(-77777L, 99999L));
    printf("%lld %lld\n", lldiv_(-1000000000000LL, 7), llrem_(-1000000000000LL, 7));
    printf("%llu %llu\n", uldiv(18446744073709551615ULL, 10), ulrem(18446744073709551615ULL, 10));
    printf("%lu\n", ulmul(0xdeadbeefcafeUL, 0x1234567UL));
    printf("hash %016llx\n", h);
    return (int)(h >> 57);
}
