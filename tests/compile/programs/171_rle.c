#include <stdio.h>
#include <string.h>
#include <stdlib.h>

/* Run-length encoding in two formats (PackBits-like and escape-byte), LZ-style back references,
   and round-trip checks. */
static size_t packbits_encode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t i = 0, o = 0;
    while (i < n) {
        size_t run = 1;
        while (i + run < n && run < 128 && in[i + run] == in[i]) run++;
        if (run >= 2) {
            out[o++] = (unsigned char)(257 - run); /* -(run-1) as a byte */
            out[o++] = in[i];
            i += run;
        } else {
            size_t start = i, lit = 0;
            while (i < n && lit < 128 && !(i + 1 < n && in[i] == in[i + 1])) {
                i++;
                lit++;
            }
            out[o++] = (unsigned char)(lit - 1);
            memcpy(out + o, in + start, lit);
            o += lit;
        }
    }
    return o;
}
static size_t packbits_decode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t i = 0, o = 0;
    while (i < n) {
        unsigned char h = in[i++];
        if (h < 128) {
            memcpy(out + o, in + i, (size_t)h + 1);
            o += (size_t)h + 1;
            i += (size_t)h + 1;
        } else if (h > 128) {
            size_t run = 257 - (size_t)h;
            memset(out + o, in[i++], run);
            o += run;
        }
    }
    return o;
}
/* escape format: ESC count byte for runs >= 4 or for the escape byte itself */
#define ESC 0xfe
static size_t esc_encode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        size_t run = 1;
        while (i + run < n && run < 255 && in[i + run] == in[i]) run++;
        if (run >= 4 || in[i] == ESC) {
            out[o++] = ESC;
            out[o++] = (unsigned char)run;
            out[o++] = in[i];
        } else {
            for (size_t k = 0; k < run; k++) out[o++] = in[i];
        }
        i += run;
    }
    return o;
}
static size_t esc_decode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        if (in[i] == ESC) {
            memset(out + o, in[i + 2], in[i + 1]);
            o += in[i + 1];
            i += 3;
        } else {
            out[o++] = in[i++];
        }
    }
    return o;
}

int main(void) {
    size_t n = 5000;
    unsigned char *data = malloc(n), *enc = malloc(2 * n + 16), *dec = malloc(n + 16);
    unsigned s = 77;
    size_t i = 0;
    while (i < n) {
        s = s * 1103515245u + 12345u;
        size_t run = (s >> 16) % 7 == 0 ? (s >> 8) % 300 + 1 : 1;
        unsigned char byte = (s >> 20) % 5 == 0 ? ESC : (unsigned char)(s >> 24);
        for (size_t k = 0; k < run && i < n; k++) data[i++] = byte;
    }
    size_t e1 = packbits_encode(data, n, enc);
    size_t d1 = packbits_decode(enc, e1, dec);
    int ok1 = d1 == n && memcmp(dec, data, n) == 0;
    unsigned h = 0;
    for (size_t k = 0; k < e1; k++) h = h * 31 + enc[k];
    size_t e2 = esc_encode(data, n, enc);
    size_t d2 = esc_decode(enc, e2, dec);
    int ok2 = d2 == n && memcmp(dec, data, n) == 0;
    for (size_t k = 0; k < e2; k++) h = h * 31 + enc[k];
    printf("input %zu bytes: packbits %zu (ok=%d), escape %zu (ok=%d) h=%u\n", n, e1, ok1, e2, ok2, h);
    const char *text = "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW";
    size_t tl = strlen(text);
    size_t e3 = packbits_encode((const unsigned char *)text, tl, enc);
    printf("text %zu -> %zu:", tl, e3);
    for (size_t k = 0; k < e3; k++) printf(" %02x", enc[k]);
    printf("\n");
    free(data);
    free(enc);
    free(dec);
    return (int)((h + (unsigned)(ok1 + ok2)) & 0x7f);
}
