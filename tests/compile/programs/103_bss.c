#include <stdio.h>
#include <string.h>

/* Zero-initialized (bss) globals, including large ones, explicit zero initializers. */
static int zeros[100000];
static char zbuf[1 << 16];
double zd;
struct state { long count; double total; char name[32]; } zstate;
static int explicit_zero = 0;
static long long zero_arr[5] = {0};
static void *zptr;

int main(void) {
    long nz = 0;
    for (int i = 0; i < 100000; i++) nz += zeros[i] != 0;
    for (int i = 0; i < (1 << 16); i++) nz += zbuf[i] != 0;
    printf("nonzero=%ld zd=%g count=%ld total=%g name='%s' ez=%d za=%lld ptrnull=%d\n", nz, zd, zstate.count, zstate.total,
           zstate.name, explicit_zero, zero_arr[4], zptr == NULL);
    for (int i = 0; i < 100000; i += 1000) zeros[i] = i / 1000;
    memset(zbuf + 100, 'z', 50);
    zstate.count = 3;
    zstate.total = 1.5;
    strcpy(zstate.name, "filled");
    zptr = &zstate;
    long s = 0;
    for (int i = 0; i < 100000; i++) s += zeros[i];
    printf("s=%ld zbuf=%.5s len=%zu state=%ld %g %s ptr=%d\n", s, zbuf + 100, strlen(zbuf + 100), zstate.count, zstate.total,
           ((struct state *)zptr)->name, zptr == &zstate);
    return (int)((s + nz) & 0x7f);
}
