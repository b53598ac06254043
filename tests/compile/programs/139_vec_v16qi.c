#include <stdio.h>

typedef signed char v16qi __attribute__((vector_size(16)));
typedef unsigned char v16qu __attribute__((vector_size(16)));

__attribute__((noinline)) static v16qu add_sat(v16qu a, v16qu b) {
    v16qu s = a + b;
    v16qu overflow = (v16qu)(s < a);
    return s | overflow;
}
__attribute__((noinline)) static v16qu to_upper(v16qu c) {
    v16qu is_lower = (v16qu)((c >= 'a') & (c <= 'z'));
    return c - (is_lower & 32);
}
__attribute__((noinline)) static v16qi negate(v16qi v) { return -v; }
__attribute__((noinline)) static v16qu mul(v16qu a, v16qu b) { return a * b; }

int main(void) {
    v16qu text;
    const char *src = "Hello, vector w!";
    for (int i = 0; i < 16; i++) text[i] = (unsigned char)src[i];
    v16qu up = to_upper(text);
    char out[17];
    for (int i = 0; i < 16; i++) out[i] = (char)up[i];
    out[16] = 0;
    printf("upper: %s\n", out);
    v16qu a, b;
    for (int i = 0; i < 16; i++) {
        a[i] = (unsigned char)(i * 20);
        b[i] = (unsigned char)(200 - i * 5);
    }
    v16qu s = add_sat(a, b), m = mul(a, b);
    v16qi n = negate((v16qi)a);
    unsigned h = 0;
    printf("sat:");
    for (int i = 0; i < 16; i++) {
        printf(" %u", s[i]);
        h = h * 31 + s[i] + m[i] + (unsigned char)n[i];
    }
    printf("\nneg[7]=%d mul[15]=%u h=%u\n", n[7], m[15], h);
    return (int)(h & 0x7f);
}
