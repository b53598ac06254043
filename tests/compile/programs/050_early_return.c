#include <stdio.h>
#include <string.h>

struct range { int lo, hi; };

__attribute__((noinline)) static int validate(const char *s) {
    if (!s) return -1;
    size_t n = strlen(s);
    if (n == 0) return -2;
    if (n > 20) return -3;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == ' ') return -4;
        if (s[i] >= '0' && s[i] <= '9' && i == 0) return -5;
    }
    return (int)n;
}
__attribute__((noinline)) static int in_ranges(const struct range *r, int n, int x) {
    for (int i = 0; i < n; i++) {
        if (x < r[i].lo) return 0;
        if (x <= r[i].hi) return i + 1;
    }
    return 0;
}

int main(void) {
    const char *tests[] = {NULL, "", "abc", "a b", "9lives", "averyveryverylongidentifier", "ok_123"};
    int s = 0;
    for (int i = 0; i < 7; i++) {
        int v = validate(tests[i]);
        printf("%s -> %d\n", tests[i] ? tests[i] : "(null)", v);
        s = s * 2 + v;
    }
    static const struct range rs[] = {{0, 5}, {10, 15}, {20, 20}, {30, 100}};
    for (int x = -2; x < 110; x += 3) s += in_ranges(rs, 4, x);
    printf("s=%d\n", s);
    return s & 0x7f;
}
