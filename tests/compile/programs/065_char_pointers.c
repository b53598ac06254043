#include <stdio.h>

__attribute__((noinline)) static char *my_strcpy(char *d, const char *s) {
    char *r = d;
    while ((*d++ = *s++)) {}
    return r;
}
__attribute__((noinline)) static int my_strcmp(const char *a, const char *b) {
    while (*a && *a == *b) { a++; b++; }
    return (unsigned char)*a - (unsigned char)*b;
}
__attribute__((noinline)) static void to_upper(char *s) {
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z') *s = (char)(*s - 'a' + 'A');
}
__attribute__((noinline)) static int count_words(const char *s) {
    int n = 0, in = 0;
    for (; *s; s++) {
        int sp = *s == ' ' || *s == '\t' || *s == '\n';
        if (!sp && !in) n++;
        in = !sp;
    }
    return n;
}
__attribute__((noinline)) static void itoa_base(long v, int base, char *out) {
    char tmp[70];
    int i = 0, neg = v < 0;
    unsigned long u = neg ? 0ul - (unsigned long)v : (unsigned long)v;
    do {
        tmp[i++] = "0123456789abcdefghijklmnopqrstuvwxyz"[u % (unsigned)base];
        u /= (unsigned)base;
    } while (u);
    if (neg) tmp[i++] = '-';
    while (i) *out++ = tmp[--i];
    *out = 0;
}

int main(void) {
    char buf[100];
    my_strcpy(buf, "mixed Case text, with  several\twords\n");
    int w = count_words(buf);
    to_upper(buf);
    printf("%sw=%d cmp=%d,%d,%d\n", buf, w, my_strcmp("abc", "abd") < 0, my_strcmp("b", "a") > 0, my_strcmp("same", "same"));
    long vals[] = {0, 255, -255, 1234567890123L, -9223372036854775807L - 1};
    int bases[] = {2, 8, 10, 16, 36};
    unsigned h = 0;
    for (int i = 0; i < 5; i++)
        for (int b = 0; b < 5; b++) {
            itoa_base(vals[i], bases[b], buf);
            if (b == 3 || i == 1) printf("%ld base %d = %s\n", vals[i], bases[b], buf);
            for (char *p = buf; *p; p++) h = h * 33 + (unsigned char)*p;
        }
    const char *lit = "literal";
    const char *mid = lit + 3;
    printf("mid=%s mid[-1]=%c len=%td h=%u\n", mid, mid[-1], (lit + 7) - mid, h);
    return (int)(h & 0x7f);
}
