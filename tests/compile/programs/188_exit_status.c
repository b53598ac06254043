#include <stdio.h>
#include <stdlib.h>

/* exit() from deep inside a call chain with a status above 255 (only the low 8 bits are seen); buffered output
   must still be flushed. */
static int depth_reached;

__attribute__((noinline)) static void descend(int n, int status) {
    depth_reached = n;
    if (n == 0) {
        printf("exiting from the bottom, depth done\n");
        exit(status);
    }
    if (n % 10 == 0) printf("depth %d\n", n);
    descend(n - 1, status + 3);
    printf("never printed\n");
}

int main(void) {
    printf("start (this line is buffered when stdout is a pipe)\n");
    descend(50, 150); /* 150 + 50 * 3 = 300 -> exit status 44 */
    return 1;
}
