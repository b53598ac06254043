#include <stdio.h>
#include <string.h>

/* Plain char is signed on x86-64: high bytes are negative when widened, in comparisons and in table indexes. */
__attribute__((noinline)) static int widen(char c) { return c; }
__attribute__((noinline)) static unsigned hash_signed(const char *s) {
    unsigned h = 0;
    for (; *s; s++) h = h * 31 + (unsigned)(int)*s; /* sign extends */
    return h;
}
__attribute__((noinline)) static unsigned hash_unsigned(const char *s) {
    unsigned h = 0;
    for (; *s; s++) h = h * 31 + (unsigned char)*s;
    return h;
}
__attribute__((noinline)) static int count_high(const char *s) {
    int n = 0;
    for (; *s; s++) n += *s < 0;
    return n;
}

int main(void) {
    const char text[] = "caf\xc3\xa9 na\xc3\xafve \xe2\x82\xac 100";
    printf("len=%zu high=%d signed=%u unsigned=%u\n", strlen(text), count_high(text), hash_signed(text), hash_unsigned(text));
    printf("widen: %d %d %d\n", widen('\x7f'), widen('\x80'), widen('\xff'));
    int table[256] = {0};
    for (const char *p = text; *p; p++) table[(unsigned char)*p]++;
    int distinct = 0;
    for (int i = 0; i < 256; i++) distinct += table[i] != 0;
    char c = (char)200;
    unsigned char uc = 200;
    printf("distinct=%d c==uc:%d c<0:%d (int)c=%d (unsigned)c=%u\n", distinct, c == uc, c < 0, c, (unsigned)c);
    return (int)(((hash_signed(text) ^ hash_unsigned(text)) >> 8) & 0x7f);
}
