#include <stdio.h>

__attribute__((noinline)) static int fall(int x) {
    int r = 0;
    switch (x) {
    case 0: r += 1; /* fall through */
    case 1: r += 10; /* fall through */
    case 2: r += 100; break;
    case 3: r += 1000; /* fall through */
    default: r += 5; /* fall through */
    case 4: r += 50000; break;
    case 5: return -5;
    }
    return r;
}
/* Duff's device: interleaved switch and loop. */
__attribute__((noinline)) static void duff_copy(int *to, const int *from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}
__attribute__((noinline)) static int nested(int a, int b) {
    switch (a) {
    case 0:
        switch (b) {
        case 0: return 1;
        case 1: return 2;
        default: return 3;
        }
    case 1:
        switch (b) {
        case 0: return 4;
        case 5: return 5;
        }
        return 6;
    case 2:
        for (int i = 0; i < b; i++) {
            switch (i % 3) {
            case 0: a += 2; break;
            case 1: a *= 2; continue;
            case 2: a -= 1; break;
            }
            a++;
        }
        return a;
    default:
        return -1;
    }
}

int main(void) {
    unsigned s = 0;
    for (int i = -1; i < 8; i++) {
        printf("fall(%d)=%d\n", i, fall(i));
        s += (unsigned)fall(i);
    }
    int src[50], dst[50];
    for (int i = 0; i < 50; i++) { src[i] = i * i; dst[i] = -1; }
    for (int c = 1; c <= 20; c++) {
        duff_copy(dst, src + c, c);
        for (int i = 0; i < c; i++) s += (unsigned)(dst[i] * (i + 1));
        s += (unsigned)dst[c];
    }
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 7; b++) s = s * 3 + (unsigned)nested(a, b);
    printf("nested(2,6)=%d s=%u\n", nested(2, 6), s);
    return (int)(s & 0x7f);
}
