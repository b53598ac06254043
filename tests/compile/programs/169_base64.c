#include <stdio.h>
#include <string.h>
#include <stdlib.h>

/* Base64 encode/decode with padding, decoding errors, and round trips over binary data; also hex encoding. */
static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static size_t encode(const unsigned char *in, size_t n, char *out) {
    size_t o = 0, i = 0;
    for (; i + 3 <= n; i += 3) {
        unsigned v = (unsigned)in[i] << 16 | (unsigned)in[i + 1] << 8 | in[i + 2];
        out[o++] = b64[v >> 18];
        out[o++] = b64[(v >> 12) & 63];
        out[o++] = b64[(v >> 6) & 63];
        out[o++] = b64[v & 63];
    }
    if (n - i == 1) {
        unsigned v = (unsigned)in[i] << 16;
        out[o++] = b64[v >> 18];
        out[o++] = b64[(v >> 12) & 63];
        out[o++] = '=';
        out[o++] = '=';
    } else if (n - i == 2) {
        unsigned v = (unsigned)in[i] << 16 | (unsigned)in[i + 1] << 8;
        out[o++] = b64[v >> 18];
        out[o++] = b64[(v >> 12) & 63];
        out[o++] = b64[(v >> 6) & 63];
        out[o++] = '=';
    }
    out[o] = 0;
    return o;
}
static int val(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}
/* returns decoded length or -1 on malformed input */
static long decode(const char *in, unsigned char *out) {
    size_t n = strlen(in);
    if (n % 4) return -1;
    long o = 0;
    for (size_t i = 0; i < n; i += 4) {
        int a = val(in[i]), b = val(in[i + 1]);
        int pad2 = in[i + 2] == '=', pad3 = in[i + 3] == '=';
        int c = pad2 ? 0 : val(in[i + 2]), d = pad3 ? 0 : val(in[i + 3]);
        if (a < 0 || b < 0 || c < 0 || d < 0) return -1;
        if ((pad2 || pad3) && i + 4 != n) return -1;
        if (pad2 && !pad3) return -1;
        unsigned v = (unsigned)a << 18 | (unsigned)b << 12 | (unsigned)c << 6 | (unsigned)d;
        out[o++] = (unsigned char)(v >> 16);
        if (!pad2) out[o++] = (unsigned char)(v >> 8);
        if (!pad3) out[o++] = (unsigned char)v;
    }
    return o;
}
static void hex(const unsigned char *p, size_t n, char *out) {
    for (size_t i = 0; i < n; i++) sprintf(out + 2 * i, "%02x", p[i]);
    out[2 * n] = 0;
}

int main(void) {
    const char *samples[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar", "Many hands make light work."};
    char enc[200];
    unsigned char dec[300];
    unsigned h = 0;
    for (unsigned i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        size_t n = strlen(samples[i]);
        encode((const unsigned char *)samples[i], n, enc);
        long d = decode(enc, dec);
        printf("'%s' -> '%s' -> %ld bytes, roundtrip %s\n", samples[i], enc, d,
               d == (long)n && memcmp(dec, samples[i], n) == 0 ? "ok" : "FAILED");
        for (char *p = enc; *p; p++) h = h * 31 + (unsigned char)*p;
    }
    const char *bad[] = {"abc", "ab=c", "a===", "ab!d", "Zm9v=mFy"};
    for (int i = 0; i < 5; i++) printf("decode('%s') = %ld\n", bad[i], decode(bad[i], dec));
    unsigned char bin[256];
    for (int i = 0; i < 256; i++) bin[i] = (unsigned char)(255 - i);
    char *big = malloc(400);
    int ok = 1;
    for (size_t n = 0; n <= 256; n += 17) {
        encode(bin, n, big);
        long d = decode(big, dec);
        ok &= d == (long)n && memcmp(dec, bin, n) == 0;
    }
    encode(bin, 12, big);
    char hx[64];
    hex(bin, 12, hx);
    printf("binary roundtrips ok=%d b64=%s hex=%s\n", ok, big, hx);
    free(big);
    return (int)((h + (unsigned)ok) & 0x7f);
}
