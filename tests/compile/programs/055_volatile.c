#include <stdio.h>

static volatile int vcounter;
static volatile unsigned char vbytes[16];
struct regs { volatile unsigned ctrl; volatile unsigned status; unsigned plain; };

__attribute__((noinline)) static void poke(volatile int *p, int v) { *p = v; }
__attribute__((noinline)) static int peek(const volatile int *p) { return *p; }

int main(void) {
    for (int i = 0; i < 1000; i++) vcounter++;
    volatile int local = 5;
    int reads = 0;
    for (int i = 0; i < 10; i++) reads += local;
    struct regs r = {0, 0, 0};
    for (int i = 0; i < 8; i++) {
        r.ctrl = (unsigned)i;
        r.status |= 1u << i;
        r.plain += r.ctrl;
    }
    for (int i = 0; i < 16; i++) vbytes[i] = (unsigned char)(i * 17);
    unsigned s = 0;
    for (int i = 0; i < 16; i++) s = s * 3 + vbytes[i];
    volatile double vd = 1.5;
    vd = vd * 2;
    volatile long long vl = 1LL << 40;
    vl += 1;
    int x;
    poke(&vcounter, peek(&vcounter) + 1);
    poke((volatile int *)&x, 77);
    volatile short vs = -3;
    vs = (short)(vs * vs);
    printf("counter=%d reads=%d ctrl=%u status=%u plain=%u s=%u vd=%g vl=%lld x=%d vs=%d\n", vcounter, reads, r.ctrl,
           r.status, r.plain, s, vd, vl, x, vs);
    return (int)((unsigned)vcounter + s + (unsigned)reads) & 0x7f;
}
