#include <stdio.h>

struct pt { int x, y; };

__attribute__((noinline)) static int dot(const struct pt *a, const struct pt *b) { return a->x * b->x + a->y * b->y; }
__attribute__((noinline)) static int sum(const int *v, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

int main(void) {
    int s = dot(&(struct pt){3, 4}, &(struct pt){.y = 2, .x = -1});
    s += sum((int[]){1, 2, 3, 4, 5}, 5);
    s += sum((const int[10]){[9] = 100}, 10);
    struct pt *p = &(struct pt){0, 0};
    for (int i = 0; i < 10; i++) {
        *p = (struct pt){p->x + i, p->y - i};
    }
    const char *names = (const char[]){"compound"};
    double avg = 0;
    for (int i = 0; i < 4; i++) avg += ((double[]){1.5, 2.5, 3.5, 4.5})[i];
    printf("s=%d p=%d,%d names=%s avg=%g\n", s, p->x, p->y, names, avg / 4);
    struct pt arr[3];
    for (int i = 0; i < 3; i++) arr[i] = (struct pt){i, i * i};
    printf("arr=%d,%d %d,%d %d,%d\n", arr[0].x, arr[0].y, arr[1].x, arr[1].y, arr[2].x, arr[2].y);
    return (s + p->x) & 0x7f;
}
