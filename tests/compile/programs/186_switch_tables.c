#include <stdio.h>

/* Switches that -O2 turns into lookup tables of integers, doubles, pointers and bit masks. */
__attribute__((noinline)) static double weight(int k) {
    switch (k) {
    case 0: return 0.5;
    case 1: return 1.25;
    case 2: return -3.0;
    case 3: return 1e10;
    case 4: return 0.1;
    case 5: return 2.75;
    default: return 0.0;
    }
}
__attribute__((noinline)) static const char *planet(unsigned k) {
    switch (k) {
    case 1: return "Mercury";
    case 2: return "Venus";
    case 3: return "Earth";
    case 4: return "Mars";
    case 5: return "Jupiter";
    case 6: return "Saturn";
    case 7: return "Uranus";
    case 8: return "Neptune";
    default: return "none";
    }
}
__attribute__((noinline)) static int is_vowel(char c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u': case 'y': return 1;
    default: return 0;
    }
}
__attribute__((noinline)) static long long big_values(int k) {
    switch (k) {
    case 10: return 1LL << 40;
    case 11: return -7;
    case 12: return 123456789012LL;
    case 13: return 0;
    case 14: return -(1LL << 50);
    case 15: return 99;
    default: return 1;
    }
}
__attribute__((noinline)) static short linear(int k) {
    switch (k) { /* a linear map: may become arithmetic */
    case 0: return 3;
    case 1: return 8;
    case 2: return 13;
    case 3: return 18;
    case 4: return 23;
    default: return -1;
    }
}

int main(void) {
    double w = 0;
    for (int k = -1; k < 8; k++) w += weight(k) * (k + 2);
    for (unsigned k = 0; k < 10; k++) printf("%s ", planet(k));
    int vowels = 0;
    for (const char *p = "the quick brown fox jumps over the lazy dog"; *p; p++) vowels += is_vowel(*p);
    long long b = 0;
    for (int k = 8; k < 18; k++) b += big_values(k);
    int l = 0;
    for (int k = -1; k < 7; k++) l = l * 2 + linear(k);
    printf("\nw=%g vowels=%d b=%lld l=%d\n", w, vowels, b, l);
    return (int)((vowels + l + (int)(b & 0xff)) & 0x7f);
}
