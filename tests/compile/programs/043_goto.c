#include <stdio.h>

/* Plain goto: state machine, retry loops, cleanup paths. */
__attribute__((noinline)) static int parse_number(const char *s, int *out) {
    int v = 0, sign = 1;
    const char *p = s;
start:
    if (*p == ' ') { p++; goto start; }
    if (*p == '-') { sign = -1; p++; goto digits; }
    if (*p == '+') { p++; }
digits:
    if (*p < '0' || *p > '9') goto fail;
more:
    v = v * 10 + (*p - '0');
    p++;
    if (*p >= '0' && *p <= '9') goto more;
    *out = v * sign;
    return (int)(p - s);
fail:
    return -1;
}
__attribute__((noinline)) static int cleanup(int x) {
    int r = 0;
    if (x < 0) goto out;
    r += 1;
    if (x == 0) goto out1;
    r += 10;
    if (x > 100) goto out2;
    r += 100;
out2:
    r += 1000;
out1:
    r += 10000;
out:
    return r;
}
__attribute__((noinline)) static int loop_goto(int n) {
    int i = 0, s = 0;
top:
    if (i >= n) goto end;
    s += i * 3;
    i++;
    goto top;
end:
    return s;
}

int main(void) {
    const char *inputs[] = {"  42", "-17x", "+9", "abc", "   -0", "123456"};
    int s = 0;
    for (int i = 0; i < 6; i++) {
        int v = 0;
        int n = parse_number(inputs[i], &v);
        printf("'%s' -> n=%d v=%d\n", inputs[i], n, v);
        s += n * 7 + v;
    }
    for (int x = -1; x < 200; x += 50) s += cleanup(x);
    printf("cleanup: %d %d %d %d loop=%d\n", cleanup(-5), cleanup(0), cleanup(50), cleanup(500), loop_goto(10));
    s += loop_goto(100);
    printf("s=%d\n", s);
    return s & 0x7f;
}
