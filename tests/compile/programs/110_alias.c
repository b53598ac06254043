#include <stdio.h>

/* Aliases of functions and variables. */
int real_square(int x) { return x * x; }
int square_alias(int x) __attribute__((alias("real_square")));
static int real_cube(int x) { return x * x * x; }
static int cube_alias(int x) __attribute__((alias("real_cube")));

int real_counter = 10;
extern int counter_alias __attribute__((alias("real_counter")));
double real_table[3] = {1.5, 2.5, 3.5};
extern double table_alias[3] __attribute__((alias("real_table")));

int main(void) {
    int a = square_alias(7), b = real_square(7), c = cube_alias(3);
    counter_alias += 5;
    table_alias[1] *= 2;
    printf("a=%d b=%d c=%d counter=%d/%d table=%g same_fn=%d same_var=%d\n", a, b, c, real_counter, counter_alias, real_table[1],
           square_alias == real_square, &counter_alias == &real_counter);
    return (a + c + real_counter) & 0x7f;
}
