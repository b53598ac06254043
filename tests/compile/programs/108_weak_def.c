#include <stdio.h>

/* Weak definitions: nothing overrides them, so they are used. */
__attribute__((weak)) int weak_value = 17;
__attribute__((weak)) int weak_array[4] = {1, 2, 3, 4};
__attribute__((weak)) int weak_func(int x) { return x * 3 + weak_value; }
__attribute__((weak)) const char *weak_name(void) { return "default-name"; }
__attribute__((weak)) double weak_d;

int main(void) {
    int s = weak_func(5);
    for (int i = 0; i < 4; i++) s += weak_array[i];
    weak_value = 100;
    weak_d = 2.5;
    printf("weak_func(5)=%d name=%s s=%d after=%d d=%g\n", weak_func(5), weak_name(), s, weak_func(1), weak_d);
    return s & 0x7f;
}
