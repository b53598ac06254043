#include <stdarg.h>
#include <stdio.h>

/* Variadic functions called through pointers: printf-like loggers in a
   table, a variadic function of the program's own, floating-point
   arguments (so %al counts vector registers), and a callee-saved register
   that must survive the calls. */
typedef int (*printer)(const char *, ...);

static long total(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, long);
    va_end(ap);
    return s;
}

static double mean(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double);
    va_end(ap);
    return n ? s / n : 0;
}

__attribute__((noinline)) static long run(printer p, long (*t)(int, ...), double (*m)(int, ...), int k) {
    long acc = 0;
    for (int i = 0; i < k; i++) {
        acc += p("row %d: %ld %.3f %s\n", i, t(3, (long)i, 10L, 100L), m(4, 1.5, 2.5, (double)i, 0.25), i % 2 ? "odd" : "even");
        acc += t(7, 1L, 2L, 3L, 4L, 5L, 6L, (long)i);
    }
    return acc;
}

int main(void) {
    printer ps[2] = {printf, printf};
    volatile int pick = 1;
    long r = run(ps[pick], total, mean, 5);
    char buf[64];
    int (*sn)(char *, size_t, const char *, ...) = snprintf;
    sn(buf, sizeof buf, "%d-%g-%s", 42, 2.5, "x");
    printf("%ld %s\n", r, buf);
    return (int)(r & 0x7f);
}
