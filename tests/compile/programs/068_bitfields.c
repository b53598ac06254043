#include <stdio.h>

struct flags {
    unsigned ready : 1;
    unsigned mode : 3;
    unsigned count : 12;
    unsigned : 0;
    unsigned wide : 20;
    unsigned char small : 4;
    unsigned long long big : 40;
    unsigned tail : 7;
};

struct rgb565 { unsigned short b : 5, g : 6, r : 5; };

__attribute__((noinline)) static void bump(struct flags *f) {
    f->count++;
    f->mode = (f->mode + 1) & 7;
    f->ready = !f->ready;
    f->wide += 12345;
    f->small += 3;
    f->big = f->big * 3 + 1;
    f->tail ^= 0x55;
}
__attribute__((noinline)) static unsigned pack(struct rgb565 c) { return ((unsigned)c.r << 11) | ((unsigned)c.g << 5) | c.b; }

int main(void) {
    struct flags f = {1, 5, 4090, 1000000, 9, 0xfffffffff0ULL, 3};
    unsigned long long h = 0;
    for (int i = 0; i < 20; i++) {
        bump(&f);
        h = h * 31 + f.ready + f.mode * 2u + f.count * 16u + f.wide + f.small + f.big + f.tail;
        if (i % 5 == 0)
            printf("ready=%u mode=%u count=%u wide=%u small=%u big=%llu tail=%u\n", f.ready, f.mode, f.count, f.wide, f.small,
                   (unsigned long long)f.big, f.tail);
    }
    struct rgb565 c = {31, 63, 31};
    struct rgb565 d = {.r = 10, .g = 20, .b = 30};
    printf("pack=%04x %04x sizeof flags=%zu rgb=%zu\n", pack(c), pack(d), sizeof(struct flags), sizeof(struct rgb565));
    d.g = (unsigned short)(d.g + 50); /* wraps at 6 bits */
    printf("d.g=%u h=%llu\n", d.g, h);
    return (int)(h & 0x7f);
}
