#include <stdio.h>

struct small { int a, b; };
struct medium { long x[5]; char tag; };
struct big { double m[4][4]; int id; char name[20]; };

static struct big gbig;

__attribute__((noinline)) static void set(struct medium *dst, const struct medium *src) { *dst = *src; }
__attribute__((noinline)) static struct small swap(struct small s) {
    struct small t = {s.b, s.a};
    return t;
}

int main(void) {
    struct small s1 = {1, 2}, s2;
    s2 = s1;
    s2.a = 10;
    s1 = swap(s1);
    struct medium m1 = {{1, 2, 3, 4, 5}, 'm'}, m2;
    set(&m2, &m1);
    m2.x[2] = 300;
    struct big b1;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) b1.m[i][j] = i + j * 0.5;
    b1.id = 42;
    snprintf(b1.name, sizeof b1.name, "matrix-%d", b1.id);
    gbig = b1;
    struct big b2 = gbig;
    b2.m[3][3] = -1;
    struct big arr[3];
    arr[0] = b1;
    arr[1] = arr[0];
    arr[2] = b2;
    arr[1].id = 7;
    double t = 0;
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < 4; i++) t += arr[k].m[i][3 - i] + arr[k].id;
    printf("s1=%d,%d s2=%d,%d m1.x[2]=%ld m2.x[2]=%ld tag=%c\n", s1.a, s1.b, s2.a, s2.b, m1.x[2], m2.x[2], m2.tag);
    printf("b2 %s %d %.2f gbig %.2f t=%.2f\n", b2.name, b2.id, b2.m[3][3], gbig.m[3][3], t);
    struct small chain[4];
    chain[0] = chain[1] = chain[2] = chain[3] = s2;
    chain[3].b = 99;
    int cs = 0;
    for (int i = 0; i < 4; i++) cs = cs * 10 + chain[i].a + chain[i].b;
    printf("cs=%d\n", cs);
    return (int)((long)t + cs) & 0x7f;
}
