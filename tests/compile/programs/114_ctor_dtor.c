#include <stdio.h>
#include <stdlib.h>

/* Constructors run before main (by priority), destructors and atexit handlers after it. */
static int init_order[8];
static int n_init;
static int table[16];

__attribute__((constructor(200))) static void ctor_late(void) {
    init_order[n_init++] = 200;
    printf("ctor 200 (table[3]=%d)\n", table[3]);
}
__attribute__((constructor(101))) static void ctor_early(void) {
    init_order[n_init++] = 101;
    for (int i = 0; i < 16; i++) table[i] = i * i;
    printf("ctor 101\n");
}
__attribute__((constructor)) static void ctor_default(void) {
    init_order[n_init++] = 65535;
    printf("ctor default\n");
}
__attribute__((destructor)) static void dtor_default(void) { printf("dtor default (n_init=%d)\n", n_init); }
__attribute__((destructor(150))) static void dtor_150(void) { printf("dtor 150\n"); }
static void at_exit_1(void) { printf("atexit 1\n"); }
static void at_exit_2(void) { printf("atexit 2\n"); }

int main(void) {
    atexit(at_exit_1);
    atexit(at_exit_2);
    printf("main: order");
    for (int i = 0; i < n_init; i++) printf(" %d", init_order[i]);
    printf("; table[15]=%d\n", table[15]);
    return n_init * 10 + table[5];
}
