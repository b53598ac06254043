#include <stdio.h>

/* Clang element-wise and reduction builtins: llvm.vector.reduce.*, smin/smax/umin/umax/abs on vectors. */
typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef unsigned char v16qu __attribute__((vector_size(16)));

__attribute__((noinline)) static int radd(v4si v) { return __builtin_reduce_add(v); }
__attribute__((noinline)) static int rmax(v4si v) { return __builtin_reduce_max(v); }
__attribute__((noinline)) static unsigned rumin(v4su v) { return __builtin_reduce_min(v); }
__attribute__((noinline)) static int rand_(v4si v) { return __builtin_reduce_and(v); }
__attribute__((noinline)) static int ror(v4si v) { return __builtin_reduce_or(v); }
__attribute__((noinline)) static int rxor(v4si v) { return __builtin_reduce_xor(v); }
__attribute__((noinline)) static int rmul(v4si v) { return __builtin_reduce_mul(v); }
__attribute__((noinline)) static short rmax8(v8hi v) { return __builtin_reduce_max(v); }
__attribute__((noinline)) static unsigned char rumax16(v16qu v) { return __builtin_reduce_max(v); }
__attribute__((noinline)) static v4si emin(v4si a, v4si b) { return __builtin_elementwise_min(a, b); }
__attribute__((noinline)) static v4su emax(v4su a, v4su b) { return __builtin_elementwise_max(a, b); }
__attribute__((noinline)) static v4si eabs(v4si a) { return __builtin_elementwise_abs(a); }
__attribute__((noinline)) static v16qu eaddsat(v16qu a, v16qu b) { return __builtin_elementwise_add_sat(a, b); }
__attribute__((noinline)) static v8hi esubsat(v8hi a, v8hi b) { return __builtin_elementwise_sub_sat(a, b); }
__attribute__((noinline)) static v4sf efloor(v4sf a) { return __builtin_elementwise_floor(a); }
__attribute__((noinline)) static float rfmax(v4sf a) { return __builtin_reduce_max(a); }

int main(void) {
    v4si a = {5, -3, 12, 7}, b = {4, 4, -20, 100};
    v4su ua = {5, 0xfffffff0u, 3, 9};
    printf("add=%d max=%d umin=%u and=%d or=%d xor=%d mul=%d\n", radd(a), rmax(a), rumin(ua), rand_(a), ror(a), rxor(a), rmul(a));
    v4si mn = emin(a, b), ab = eabs(b - a * 3);
    v4su mx = emax(ua, (v4su){6, 1, 2, 10});
    printf("emin=%d %d %d %d eabs=%d %d %d %d emax=%u %u %u %u\n", mn[0], mn[1], mn[2], mn[3], ab[0], ab[1], ab[2], ab[3], mx[0],
           mx[1], mx[2], mx[3]);
    v16qu x, y;
    for (int i = 0; i < 16; i++) {
        x[i] = (unsigned char)(i * 17);
        y[i] = (unsigned char)(i * 13);
    }
    v16qu s = eaddsat(x, y);
    v8hi d = esubsat((v8hi){-32000, 32000, 0, 5, -5, 100, -100, 1}, (v8hi){1000, -1000, 1, 10, 10, -32768, 32767, 0});
    printf("addsat:");
    for (int i = 0; i < 16; i++) printf(" %u", s[i]);
    printf("\nsubsat:");
    for (int i = 0; i < 8; i++) printf(" %d", d[i]);
    v4sf fl = efloor((v4sf){1.5f, -1.5f, 2.0f, -0.25f});
    printf("\nrmax8=%d rumax16=%u floor=%g %g %g %g rfmax=%g\n", rmax8(d), rumax16(s), (double)fl[0], (double)fl[1], (double)fl[2],
           (double)fl[3], (double)rfmax((v4sf){1, 9, -3, 2}));
    return (radd(a) + rmax(ab) + rumax16(s)) & 0x7f;
}
