#include <stdio.h>

__attribute__((noinline)) static int on_char(char c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
    case ' ': return 2;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': return 3;
    case '\n': return 4;
    case -1: return 5;
    default: return 0;
    }
}
__attribute__((noinline)) static int on_uchar(unsigned char c) {
    switch (c) {
    case 0: return 1;
    case 127: return 2;
    case 128: return 3;
    case 255: return 4;
    default: return 0;
    }
}
__attribute__((noinline)) static int on_short(short s) {
    switch (s) {
    case -32768: return 1;
    case -1: return 2;
    case 0: return 3;
    case 1: return 4;
    case 2: return 5;
    case 3: return 6;
    case 32767: return 7;
    default: return 8;
    }
}
__attribute__((noinline)) static int on_long(long x) {
    switch (x) {
    case -9000000000L: return 1;
    case -1L: return 2;
    case 0L: return 3;
    case 5000000000L: return 4;
    case 0x7fffffffffffffffL: return 5;
    case 6: return 6;
    case 7: return 7;
    case 8: return 8;
    case 9: return 9;
    default: return 0;
    }
}
__attribute__((noinline)) static int on_int128(__int128 x) {
    switch (x) {
    case 0: return 1;
    case 1: return 2;
    case -1: return 3;
    case (__int128)1 << 70: return 4;
    case -((__int128)1 << 100): return 5;
    default: return 0;
    }
}
__attribute__((noinline)) static int on_enum(int e) {
    enum color { RED = 1, GREEN = 2, BLUE = 4, ALPHA = 8 };
    switch ((enum color)e) {
    case RED: return 'r';
    case GREEN: return 'g';
    case BLUE: return 'b';
    case ALPHA: return 'a';
    }
    return '?';
}

int main(void) {
    const char *text = "hello world 42\nsome more text 7";
    int counts[6] = {0};
    for (const char *p = text; *p; p++) counts[on_char(*p)]++;
    counts[on_char((char)-1)]++;
    printf("counts: %d %d %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3], counts[4], counts[5]);
    unsigned s = 0;
    for (int i = 0; i < 256; i++) s += (unsigned)(on_uchar((unsigned char)i) * i);
    short shorts[] = {-32768, -1, 0, 1, 2, 3, 4, 32767, 100};
    for (int i = 0; i < 9; i++) s = s * 3 + (unsigned)on_short(shorts[i]);
    long longs[] = {-9000000000L, -1, 0, 5000000000L, 0x7fffffffffffffffL, 6, 7, 8, 9, 10, 4};
    for (int i = 0; i < 11; i++) s = s * 3 + (unsigned)on_long(longs[i]);
    __int128 wides[] = {0, 1, -1, (__int128)1 << 70, -((__int128)1 << 100), 2, (__int128)1 << 64};
    for (int i = 0; i < 7; i++) s = s * 3 + (unsigned)on_int128(wides[i]);
    for (int e = 0; e < 10; e++) putchar(on_enum(e));
    printf("\ns=%u\n", s);
    return (int)(s & 0x7f);
}
