#include <stdio.h>

/* Irreducible control flow built with goto: a loop with two entries. */
__attribute__((noinline)) static int two_entry_loop(int start_mid, int n) {
    int i = 0, s = 0;
    if (start_mid) goto mid;
top:
    s += i * 3;
mid:
    s += 1;
    i++;
    if (i < n) goto top;
    return s;
}
__attribute__((noinline)) static unsigned state_machine(const char *in) {
    unsigned acc = 0;
    const char *p = in;
    if (*p == 'b') goto state_b;
state_a:
    if (!*p) return acc;
    acc = acc * 3 + 1;
    p++;
    if (*p == 'b') goto state_b;
    goto state_a;
state_b:
    if (!*p) return acc + 1000;
    acc = acc * 5 + 2;
    p++;
    if (*p == 'a') goto state_a;
    goto state_b;
}

int main(void) {
    int s = 0;
    for (int n = 1; n < 10; n++) s += two_entry_loop(0, n) * 2 + two_entry_loop(1, n);
    const char *ins[] = {"", "a", "b", "abba", "babab", "aaabbbaaa", "bbbbbbba"};
    unsigned h = 0;
    for (int i = 0; i < 7; i++) {
        unsigned r = state_machine(ins[i]);
        printf("'%s' -> %u\n", ins[i], r);
        h = h * 31 + r;
    }
    printf("s=%d h=%u\n", s, h);
    return (int)((h + (unsigned)s) & 0x7f);
}
