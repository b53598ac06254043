#include <stdio.h>
#include <string.h>
#include <stdint.h>

/* Huffman coding: frequency count, tree build with a simple priority selection, code table, bit-level
   encode into a buffer and decode back. */
struct hnode { unsigned freq; int sym; int left, right; };
static struct hnode nodes[512];
static int nn;
static char codes[256][64];

static void build_codes(int n, char *prefix, int depth) {
    if (nodes[n].sym >= 0) {
        prefix[depth] = 0;
        strcpy(codes[nodes[n].sym], depth ? prefix : "0");
        return;
    }
    prefix[depth] = '0';
    build_codes(nodes[n].left, prefix, depth + 1);
    prefix[depth] = '1';
    build_codes(nodes[n].right, prefix, depth + 1);
}

int main(void) {
    const char *text = "this is an example of a huffman tree; it encodes common symbols with fewer bits, "
                       "and rare symbols such as q, z or x with more bits. the end.";
    size_t len = strlen(text);
    unsigned freq[256] = {0};
    for (size_t i = 0; i < len; i++) freq[(unsigned char)text[i]]++;
    int alive[512], na = 0;
    for (int c = 0; c < 256; c++)
        if (freq[c]) {
            nodes[nn] = (struct hnode){freq[c], c, -1, -1};
            alive[na++] = nn++;
        }
    int distinct = na;
    while (na > 1) {
        /* pick the two smallest (ties broken by lower index for determinism) */
        int a = 0, b = 1;
        if (nodes[alive[b]].freq < nodes[alive[a]].freq) { a = 1; b = 0; }
        for (int i = 2; i < na; i++) {
            unsigned f = nodes[alive[i]].freq;
            if (f < nodes[alive[a]].freq) { b = a; a = i; }
            else if (f < nodes[alive[b]].freq) b = i;
        }
        nodes[nn] = (struct hnode){nodes[alive[a]].freq + nodes[alive[b]].freq, -1, alive[a], alive[b]};
        int hi = a > b ? a : b, lo = a < b ? a : b;
        alive[lo] = nn++;
        alive[hi] = alive[--na];
    }
    int root = alive[0];
    char prefix[64];
    build_codes(root, prefix, 0);
    uint8_t bits[1024] = {0};
    size_t nbits = 0;
    for (size_t i = 0; i < len; i++)
        for (const char *c = codes[(unsigned char)text[i]]; *c; c++, nbits++)
            if (*c == '1') bits[nbits / 8] |= (uint8_t)(1u << (nbits % 8));
    char out[512];
    size_t o = 0;
    int n = root;
    for (size_t i = 0; i < nbits; i++) {
        n = bits[i / 8] >> (i % 8) & 1 ? nodes[n].right : nodes[n].left;
        if (nodes[n].sym >= 0) {
            out[o++] = (char)nodes[n].sym;
            n = root;
        }
    }
    out[o] = 0;
    printf("distinct=%d bits=%zu (%.2f bits/char) roundtrip=%s\n", distinct, nbits, (double)nbits / (double)len,
           strcmp(out, text) == 0 ? "ok" : "FAILED");
    printf("code(' ')=%s code('e')=%s code('q')=%s code('.')=%s\n", codes[' '], codes['e'], codes['q'], codes['.']);
    unsigned h = 0;
    for (size_t i = 0; i < (nbits + 7) / 8; i++) h = h * 31 + bits[i];
    printf("h=%u\n", h);
    return (int)((h + nbits) & 0x7f);
}
