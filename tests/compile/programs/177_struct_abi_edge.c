#include <stdio.h>

/* Less common SysV classifications: __int128 members, unions, empty structs, single floats, float+double mixes. */
struct i128s { __int128 v; };                 /* INTEGER, INTEGER (16-byte aligned) */
struct one_float { float f; };                /* SSE */
struct dff { double d; float a, b; };         /* SSE, SSE */
struct cd { char c; double d; };              /* INTEGER, SSE */
struct fd { float f; double d; };             /* SSE, SSE */
union fi { float f; int i; };                 /* INTEGER */
union dl { double d; long l; };               /* INTEGER */
union ff { float f[2]; double d; };           /* SSE */
struct empty {};                              /* GNU C: size 0, takes no register */
struct with_empty { int a; struct empty e; int b; };

__attribute__((noinline)) static struct i128s i128_twice(struct i128s x) { x.v *= 2; return x; }
__attribute__((noinline)) static struct one_float of_add(struct one_float a, struct one_float b) { return (struct one_float){a.f + b.f}; }
__attribute__((noinline)) static struct dff dff_rot(struct dff x) { return (struct dff){x.a, (float)x.d, x.b}; }
__attribute__((noinline)) static struct cd cd_next(struct cd x) { return (struct cd){(char)(x.c + 1), x.d * 1.5}; }
__attribute__((noinline)) static struct fd fd_swap(struct fd x) { return (struct fd){(float)x.d, x.f}; }
__attribute__((noinline)) static union fi fi_bits(union fi x) { x.i ^= (int)0x80000000u; return x; }
__attribute__((noinline)) static long dl_bits(union dl x) { return x.l; }
__attribute__((noinline)) static union ff ff_make(float a, float b) { union ff r; r.f[0] = a; r.f[1] = b; return r; }
__attribute__((noinline)) static int use_empty(int a, struct empty e, int b) { (void)e; return a * 10 + b; }
__attribute__((noinline)) static int with_empty_sum(struct with_empty w) { return w.a + w.b; }
/* registers exhausted: the __int128 struct must go to the stack as a whole */
__attribute__((noinline)) static long i128_late(long a, long b, long c, long d, long e, struct i128s x) {
    return a + b + c + d + e + (long)(x.v >> 64) + (long)x.v;
}

int main(void) {
    struct i128s t = i128_twice((struct i128s){((__int128)3 << 64) | 5});
    printf("i128: %llx %llx\n", (unsigned long long)(t.v >> 64), (unsigned long long)t.v);
    struct one_float o = of_add((struct one_float){1.25f}, (struct one_float){2.5f});
    struct dff d = dff_rot((struct dff){7.5, 1.5f, -2.5f});
    struct cd c = cd_next((struct cd){'a', 2.0});
    struct fd f = fd_swap((struct fd){0.5f, 8.25});
    union fi u = fi_bits((union fi){.f = 3.0f});
    union ff g = ff_make(1.5f, -1.5f);
    printf("of=%g dff=%g,%g,%g cd=%c,%g fd=%g,%g fi=%g dl=%lx ff=%g,%g\n", (double)o.f, d.d, (double)d.a, (double)d.b, c.c, c.d,
           (double)f.f, f.d, (double)u.f, (unsigned long)dl_bits((union dl){.d = 1.0}), (double)g.f[0], (double)g.f[1]);
    struct empty e;
    struct with_empty w = {3, {}, 4};
    printf("empty: %d sizeof=%zu with_empty=%d sizeof=%zu\n", use_empty(1, e, 2), sizeof(struct empty), with_empty_sum(w),
           sizeof(struct with_empty));
    long l = i128_late(1, 2, 3, 4, 5, (struct i128s){((__int128)100 << 64) | 1000});
    printf("late=%ld\n", l);
    return (int)((l + (long)t.v + c.c) & 0x7f);
}
