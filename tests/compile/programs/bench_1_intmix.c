#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

/* Integer benchmark: a mix of a prime sieve, an open-addressing hash table, quicksort, CRC-32 and a
   small bytecode loop. Without arguments it does 10 rounds (a quick test); `bench_1 N` does 10*N rounds,
   each with different inputs (N = 100 takes about a second). Prints a checksum. */

#define SIEVE_N 150000
#define HASH_N 16384
#define SORT_N 12000
#define CRC_N 32768

static unsigned char sieve_buf[SIEVE_N];
static uint64_t hkeys[HASH_N * 2];
static uint32_t hvals[HASH_N * 2];
static int32_t arr[SORT_N];
static unsigned char crc_data[CRC_N];
static uint32_t crc_tab[256];

static uint64_t rng_state;
static uint64_t rng(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static uint32_t sieve(uint32_t limit) {
    memset(sieve_buf, 0, limit);
    uint32_t count = 0, sum = 0;
    for (uint32_t i = 2; i < limit; i++) {
        if (sieve_buf[i]) continue;
        count++;
        sum += i;
        for (uint64_t j = (uint64_t)i * i; j < limit; j += i) sieve_buf[j] = 1;
    }
    return count * 31 + sum;
}

static uint32_t hash_round(void) {
    memset(hkeys, 0, sizeof hkeys);
    const uint64_t mask = HASH_N * 2 - 1;
    uint32_t hits = 0;
    for (uint32_t i = 0; i < HASH_N; i++) {
        uint64_t k = (rng() % (HASH_N * 3)) | 1;
        uint64_t h = (k * 0x9e3779b97f4a7c15ULL) >> 40;
        for (;;) {
            h &= mask;
            if (hkeys[h] == 0) {
                hkeys[h] = k;
                hvals[h] = i;
                break;
            }
            if (hkeys[h] == k) {
                hvals[h] += i;
                hits++;
                break;
            }
            h++;
        }
    }
    uint32_t acc = hits;
    for (uint64_t i = 0; i <= mask; i++)
        if (hkeys[i]) acc = acc * 33 + hvals[i];
    return acc;
}

static void quicksort(int32_t *a, int lo, int hi) {
    while (hi - lo > 16) {
        int32_t p = a[lo + (hi - lo) / 2];
        int i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) {
                int32_t t = a[i];
                a[i++] = a[j];
                a[j--] = t;
            }
        }
        if (j - lo < hi - i) {
            quicksort(a, lo, j);
            lo = i;
        } else {
            quicksort(a, i, hi);
            hi = j;
        }
    }
    for (int i = lo + 1; i <= hi; i++) {
        int32_t k = a[i];
        int j = i - 1;
        while (j >= lo && a[j] > k) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = k;
    }
}

static uint32_t sort_round(void) {
    for (int i = 0; i < SORT_N; i++) arr[i] = (int32_t)(rng() >> 33) - (1 << 30);
    quicksort(arr, 0, SORT_N - 1);
    uint32_t acc = 0;
    for (int i = 0; i < SORT_N; i += 7) acc = acc * 31 + (uint32_t)arr[i];
    for (int i = 1; i < SORT_N; i++)
        if (arr[i - 1] > arr[i]) return 0xdead;
    return acc;
}

static uint32_t crc_round(void) {
    for (int i = 0; i < CRC_N; i++) crc_data[i] = (unsigned char)(rng() >> 56);
    uint32_t c = 0xffffffffu;
    for (int i = 0; i < CRC_N; i++) c = crc_tab[(c ^ crc_data[i]) & 0xff] ^ (c >> 8);
    return ~c;
}

static uint32_t vm_round(uint32_t seed) {
    /* a tiny register machine: r0..r3, a fixed program interpreted with a switch */
    static const uint8_t prog[] = {0, 1, 2, 3, 4, 1, 5, 2, 6, 7};
    uint32_t r[4] = {seed, seed ^ 0x5555, 1, 0};
    for (int step = 0; step < 40000; step++) {
        switch (prog[step % 10]) {
        case 0: r[0] = r[0] * 1664525u + 1013904223u; break;
        case 1: r[1] ^= r[0] >> 7; break;
        case 2: r[2] += r[1] & 0xff; break;
        case 3: r[3] = (r[3] << 3) | (r[3] >> 29); break;
        case 4: r[3] ^= r[2]; break;
        case 5: r[1] = r[1] * 3 + 1; break;
        case 6: r[0] += r[3]; break;
        default: r[2] ^= r[0]; break;
        }
    }
    return r[0] ^ r[1] ^ r[2] ^ r[3];
}

int main(int argc, char **argv) {
    long scale = argc > 1 ? atol(argv[1]) : 1;
    if (scale < 1) scale = 1;
    long rounds = 10 * scale;
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
        crc_tab[i] = c;
    }
    uint64_t checksum = 0;
    for (long r = 0; r < rounds; r++) {
        rng_state = 0x9e3779b97f4a7c15ULL + (uint64_t)r * 0x100000001b3ULL;
        uint32_t a = sieve(SIEVE_N - (uint32_t)(r % 1000));
        uint32_t b = hash_round();
        uint32_t c = sort_round();
        uint32_t d = crc_round();
        uint32_t e = vm_round((uint32_t)r);
        checksum = checksum * 1099511628211ULL ^ a ^ ((uint64_t)b << 7) ^ ((uint64_t)c << 19) ^ ((uint64_t)d << 29) ^ ((uint64_t)e << 37);
        if (r < 3) printf("sieve=%u hash=%u sort=%u crc=%08x vm=%08x\n", a, b, c, d, e);
    }
    printf("rounds=%ld checksum=%016llx\n", rounds, (unsigned long long)checksum);
    return (int)(checksum & 0x7f);
}
