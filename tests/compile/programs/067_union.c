#include <stdio.h>
#include <string.h>

enum kind { K_INT, K_DBL, K_STR, K_PAIR };
struct value {
    enum kind k;
    union {
        long i;
        double d;
        char s[16];
        struct { int a, b; } pair;
    } u;
};

__attribute__((noinline)) static double as_number(struct value v) {
    switch (v.k) {
    case K_INT: return (double)v.u.i;
    case K_DBL: return v.u.d;
    case K_STR: return (double)strlen(v.u.s);
    case K_PAIR: return v.u.pair.a * 1000.0 + v.u.pair.b;
    }
    return 0;
}
__attribute__((noinline)) static struct value make(int which) {
    struct value v;
    memset(&v, 0, sizeof v);
    v.k = (enum kind)(which % 4);
    switch (v.k) {
    case K_INT: v.u.i = which * 1000003L; break;
    case K_DBL: v.u.d = which / 8.0; break;
    case K_STR: snprintf(v.u.s, sizeof v.u.s, "str%d", which); break;
    case K_PAIR: v.u.pair.a = which; v.u.pair.b = -which; break;
    }
    return v;
}

union small { unsigned char c; unsigned short s; unsigned int i; };

int main(void) {
    double t = 0;
    for (int i = 0; i < 12; i++) {
        struct value v = make(i);
        double n = as_number(v);
        t += n;
        printf("%d: kind=%d num=%g\n", i, v.k, n);
    }
    union small sm;
    sm.i = 0;
    sm.c = 0xab;
    printf("sizeof value=%zu union small=%zu sm.i=%u\n", sizeof(struct value), sizeof(union small), sm.i);
    union { float f; unsigned u; } fu = {.f = 1.0f};
    printf("float 1.0 bits=%08x\n", fu.u);
    fu.u = 0x40490fdb;
    printf("pi-ish=%.7f t=%g\n", (double)fu.f, t);
    return (int)t & 0x7f;
}
