#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

/* String/number conversions from the C library, div/ldiv returning structs, and range errors. */
int main(void) {
    const char *nums[] = {"42", "-17", "  +9000", "0x1f", "0777", "12abc", "99999999999999999999", "-2147483649"};
    long acc = 0;
    for (int i = 0; i < 8; i++) {
        char *end;
        errno = 0;
        long v = strtol(nums[i], &end, 0);
        int range = errno == ERANGE;
        errno = 0;
        unsigned long u = strtoul(nums[i], NULL, 10);
        printf("%-22s strtol=%ld (rest '%s'%s) strtoul=%lu atoi=%d\n", nums[i], v, end, range ? ", ERANGE" : "", u,
               i < 6 ? atoi(nums[i]) : 0);
        acc += v % 1000;
    }
    const char *fl[] = {"3.14159", "-2.5e-3", "1e308", "0x1.8p1", "inf", "nan", "1e-400"};
    for (int i = 0; i < 7; i++) {
        char *end;
        double d = strtod(fl[i], &end);
        float f = strtof(fl[i], NULL);
        printf("%-8s strtod=%.17g strtof=%.9g consumed=%td\n", fl[i], d, (double)f, end - fl[i]);
    }
    div_t q = div(-17, 5);
    ldiv_t lq = ldiv(1000000000007L, 1000);
    lldiv_t llq = lldiv(-9000000000000000007LL, 10);
    printf("div=%d,%d ldiv=%ld,%ld lldiv=%lld,%lld\n", q.quot, q.rem, lq.quot, lq.rem, llq.quot, llq.rem);
    char buf[32];
    snprintf(buf, sizeof buf, "%ld", acc);
    long back = strtol(buf, NULL, 10);
    printf("acc=%ld back=%ld\n", acc, back);
    return (int)((acc + q.quot + lq.rem) & 0x7f);
}
