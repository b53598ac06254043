#include <stdio.h>

/* Weak undefined references: nothing defines them, so their addresses are null. */
extern int maybe_var __attribute__((weak));
extern int maybe_func(int) __attribute__((weak));
extern double maybe_array[] __attribute__((weak));
/* a weak reference to something that does exist */
extern int present_var __attribute__((weak));
int present_var = 31;
extern int present_func(int) __attribute__((weak));
int present_func(int x) { return x + present_var; }

__attribute__((noinline)) static int probe(int *p) { return p ? *p : -1; }

int main(void) {
    int r = 0;
    if (&maybe_var) r += 1;
    if (maybe_func) r += 2;
    if (maybe_array) r += 4;
    if (&present_var) r += 8;
    if (present_func) r += present_func(1);
    int *pv = &maybe_var;
    printf("r=%d maybe_var is %s, maybe_func is %s, probe=%d %d\n", r, &maybe_var ? "defined" : "null",
           maybe_func ? "defined" : "null", probe(pv), probe(&present_var));
    return r;
}
