#include <stdio.h>
#include <string.h>
#include <stdint.h>

/* Arbitrary precision unsigned integers in base 10^9: factorial of 50 and 100, powers of 2, Fibonacci, and
   a decimal printer; also base 2^32 limbs with division by small numbers to print in decimal. */
#define LIMBS 64
struct big { uint32_t d[LIMBS]; int n; }; /* little endian base 1e9 */

static void big_set(struct big *b, uint32_t v) {
    memset(b, 0, sizeof *b);
    b->d[0] = v % 1000000000u;
    b->d[1] = v / 1000000000u;
    b->n = b->d[1] ? 2 : 1;
}
static void big_mul_small(struct big *b, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < b->n; i++) {
        uint64_t t = (uint64_t)b->d[i] * m + carry;
        b->d[i] = (uint32_t)(t % 1000000000u);
        carry = t / 1000000000u;
    }
    while (carry) {
        b->d[b->n++] = (uint32_t)(carry % 1000000000u);
        carry /= 1000000000u;
    }
}
static void big_add(struct big *r, const struct big *a, const struct big *b) {
    uint32_t carry = 0;
    int n = a->n > b->n ? a->n : b->n;
    for (int i = 0; i < n; i++) {
        uint32_t t = (i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0) + carry;
        carry = t >= 1000000000u;
        r->d[i] = carry ? t - 1000000000u : t;
    }
    r->n = n;
    if (carry) r->d[r->n++] = 1;
}
static void big_mul(struct big *r, const struct big *a, const struct big *b) {
    uint64_t acc[2 * LIMBS] = {0};
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++) {
            acc[i + j] += (uint64_t)a->d[i] * b->d[j];
            if (acc[i + j] >= 8000000000000000000ULL) {
                acc[i + j + 1] += acc[i + j] / 1000000000u;
                acc[i + j] %= 1000000000u;
            }
        }
    int n = a->n + b->n;
    uint64_t carry = 0;
    for (int i = 0; i < n; i++) {
        uint64_t t = acc[i] + carry;
        r->d[i] = (uint32_t)(t % 1000000000u);
        carry = t / 1000000000u;
    }
    while (n > 1 && r->d[n - 1] == 0) n--;
    r->n = n;
}
static int big_print(const struct big *b, char *out) {
    int len = sprintf(out, "%u", b->d[b->n - 1]);
    for (int i = b->n - 2; i >= 0; i--) len += sprintf(out + len, "%09u", b->d[i]);
    return len;
}
static unsigned digit_sum(const char *s) {
    unsigned t = 0;
    for (; *s; s++) t += (unsigned)(*s - '0');
    return t;
}

/* base 2^32 limbs: divide by a small number repeatedly to print */
static int print_binary_limbs(const uint32_t *limbs, int n, char *out) {
    uint32_t tmp[16];
    memcpy(tmp, limbs, sizeof(uint32_t) * (size_t)n);
    char rev[200];
    int k = 0;
    for (;;) {
        int nz = 0;
        uint64_t rem = 0;
        for (int i = n - 1; i >= 0; i--) {
            uint64_t cur = (rem << 32) | tmp[i];
            tmp[i] = (uint32_t)(cur / 10);
            rem = cur % 10;
            nz |= tmp[i] != 0;
        }
        rev[k++] = (char)('0' + rem);
        if (!nz) break;
    }
    for (int i = 0; i < k; i++) out[i] = rev[k - 1 - i];
    out[k] = 0;
    return k;
}

int main(void) {
    char buf[700];
    struct big f;
    big_set(&f, 1);
    for (uint32_t i = 2; i <= 50; i++) big_mul_small(&f, i);
    int len = big_print(&f, buf);
    printf("50! = %s (%d digits, digit sum %u)\n", buf, len, digit_sum(buf));
    for (uint32_t i = 51; i <= 100; i++) big_mul_small(&f, i);
    len = big_print(&f, buf);
    printf("100! has %d digits, digit sum %u, starts %.20s\n", len, digit_sum(buf), buf);
    struct big p, sq;
    big_set(&p, 2);
    for (int i = 0; i < 8; i++) { /* 2^(2^8) = 2^256 */
        big_mul(&sq, &p, &p);
        p = sq;
    }
    big_print(&p, buf);
    printf("2^256 = %s\n", buf);
    struct big a, b, c;
    big_set(&a, 0);
    big_set(&b, 1);
    for (int i = 0; i < 300; i++) {
        big_add(&c, &a, &b);
        a = b;
        b = c;
    }
    len = big_print(&a, buf);
    printf("fib(300) = %s (%d digits)\n", buf, len);
    uint32_t limbs[4] = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu};
    print_binary_limbs(limbs, 4, buf);
    printf("2^128-1 = %s\n", buf);
    return (int)((digit_sum(buf) + (unsigned)len) & 0x7f);
}
