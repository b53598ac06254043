#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

struct __attribute__((aligned(32))) block { int v[3]; };
struct holder { char c; struct block b; char d; };
struct inner_aligned { char c; double d __attribute__((aligned(16))); int x __attribute__((aligned(64))); };

__attribute__((noinline)) static int check(const void *p, size_t a) { return ((uintptr_t)p % a) == 0; }
__attribute__((noinline)) static struct block twice(struct block b) {
    for (int i = 0; i < 3; i++) b.v[i] *= 2;
    return b;
}

int main(void) {
    struct block blocks[4];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 3; j++) blocks[i].v[j] = i * 3 + j;
    int ok = 1;
    for (int i = 0; i < 4; i++) ok &= check(&blocks[i], 32);
    struct holder h = {'x', {{1, 2, 3}}, 'y'};
    ok &= check(&h.b, 32);
    struct inner_aligned ia = {'c', 2.5, 9};
    ok &= check(&ia.d, 16) & check(&ia.x, 64);
    int local __attribute__((aligned(128))) = 5;
    ok &= check(&local, 128);
    _Alignas(64) char buf[10] = "aligned";
    ok &= check(buf, 64);
    struct block t = twice(blocks[3]);
    printf("sizeof block=%zu holder=%zu off b=%zu d=%zu inner=%zu off d=%zu x=%zu alignof=%zu\n", sizeof(struct block),
           sizeof(struct holder), offsetof(struct holder, b), offsetof(struct holder, d), sizeof(struct inner_aligned),
           offsetof(struct inner_aligned, d), offsetof(struct inner_aligned, x), _Alignof(struct block));
    printf("ok=%d t=%d,%d,%d h=%c%c ia=%g,%d local=%d buf=%s\n", ok, t.v[0], t.v[1], t.v[2], h.c, h.d, ia.d, ia.x, local, buf);
    return ok * 100 + t.v[2];
}
