#include <stdio.h>

/* Structs with bitfields passed and returned by value. */
struct date { unsigned day : 5, month : 4, year : 12; };
struct mixed_bf { int flag : 1; unsigned kind : 3; signed char delta; short offset : 11; double weight; };
struct wide_bf { unsigned long long lo : 40, hi : 24; unsigned extra : 9; };

__attribute__((noinline)) static struct date next_day(struct date d) {
    static const unsigned char dim[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    unsigned leap = (d.year % 4 == 0 && d.year % 100 != 0) || d.year % 400 == 0;
    unsigned days = dim[d.month - 1] + (d.month == 2 ? leap : 0);
    if (++d.day > days) {
        d.day = 1;
        if (++d.month > 12) {
            d.month = 1;
            d.year++;
        }
    }
    return d;
}
__attribute__((noinline)) static double score(struct mixed_bf m) { return m.flag * 100 + m.kind * 10 + m.delta + m.offset + m.weight; }
__attribute__((noinline)) static struct wide_bf bump(struct wide_bf w) {
    w.lo += 1000000;
    w.hi -= 1;
    w.extra ^= 0x1ff;
    return w;
}

int main(void) {
    struct date d = {28, 2, 2024};
    for (int i = 0; i < 400; i++) d = next_day(d);
    printf("date=%u-%02u-%02u\n", d.year, d.month, d.day);
    struct mixed_bf m = {-1, 5, -7, -1000, 0.25};
    printf("score=%g flag=%d offset=%d\n", score(m), m.flag, m.offset);
    struct wide_bf w = {0xfffff00000ULL, 5, 3};
    w = bump(bump(w));
    printf("wide lo=%llx hi=%llu extra=%u sizeof=%zu %zu %zu\n", (unsigned long long)w.lo, (unsigned long long)w.hi, w.extra,
           sizeof(struct date), sizeof(struct mixed_bf), sizeof(struct wide_bf));
    return (int)((d.year + d.month + d.day + w.extra) & 0x7f);
}
