#include <stdio.h>

enum op { OP_ADD, OP_SUB, OP_MUL, OP_NEG };

/* __builtin_unreachable only on paths that cannot happen. */
__attribute__((noinline)) static int apply(enum op o, int a, int b) {
    switch (o) {
    case OP_ADD: return a + b;
    case OP_SUB: return a - b;
    case OP_MUL: return a * b;
    case OP_NEG: return -a;
    }
    __builtin_unreachable();
}
__attribute__((noinline)) static int digit_value(char c) {
    /* callers only pass '0'..'9' */
    if (c < '0' || c > '9') __builtin_unreachable();
    return c - '0';
}
__attribute__((noinline)) static int mod4_name(unsigned x) {
    switch (x & 3) {
    case 0: return 'a';
    case 1: return 'b';
    case 2: return 'c';
    case 3: return 'd';
    default: __builtin_unreachable();
    }
}

int main(void) {
    unsigned s = 0;
    for (int o = 0; o < 4; o++)
        for (int a = -3; a <= 3; a++) s = s * 3 + (unsigned)(apply((enum op)o, a, 7) % 1000);
    const char *num = "8675309";
    int n = 0;
    for (const char *p = num; *p; p++) n = n * 10 + digit_value(*p);
    for (unsigned i = 0; i < 10; i++) putchar(mod4_name(i * 7));
    printf("\ns=%u n=%d\n", s, n);
    return (int)((s ^ (unsigned)n) & 0x7f);
}
