#include <stdio.h>
#include <stdint.h>

/* Over-aligned globals and static locals. */
int aligned64 __attribute__((aligned(64))) = 64;
static char buf4k[100] __attribute__((aligned(4096))) = "page aligned";
static double darr[3] __attribute__((aligned(32))) = {1, 2, 3};
struct __attribute__((aligned(128))) big_align { int v; };
static struct big_align ba[2] = {{1}, {2}};
_Alignas(256) static unsigned char zero_aligned[10];
char follows_char = 'c';
short misaligner __attribute__((aligned(1))) = 3;

static int al(const void *p, uintptr_t a) { return ((uintptr_t)p & (a - 1)) == 0; }

int main(void) {
    static long local_static __attribute__((aligned(512))) = 9;
    int ok = al(&aligned64, 64) + al(buf4k, 4096) * 2 + al(darr, 32) * 4 + al(&ba[1], 128) * 8 + al(zero_aligned, 256) * 16 +
             al(&local_static, 512) * 32;
    printf("ok=%d (expect 63) %d %s %g %d %d %ld %c %d sizeof ba=%zu\n", ok, aligned64, buf4k, darr[2], ba[1].v, zero_aligned[5],
           local_static, follows_char, misaligner, sizeof ba);
    return ok;
}
