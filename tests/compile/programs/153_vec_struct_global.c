#include <stdio.h>

/* Vectors in structs, arrays of vectors, global vector constants and vector loads/stores through memory. */
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));

static const v4si gconst = {100, 200, 300, 400};
static v4si gtable[4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}};
struct particle { v4sf pos; v4sf vel; int id; };
static struct particle parts[3] = {{{0, 0, 0, 1}, {1, 2, 3, 0}, 7}, {{1, 1, 1, 1}, {-1, 0, 1, 0}, 8}, {{5, 5, 5, 1}, {0, 0, -1, 0}, 9}};

__attribute__((noinline)) static void advance(struct particle *p, int n, float dt) {
    for (int i = 0; i < n; i++) p[i].pos += p[i].vel * dt;
}
__attribute__((noinline)) static v4si transpose_sum(const v4si m[4]) {
    v4si r = {0, 0, 0, 0};
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) r[i] += m[j][i] * (j + 1);
    return r;
}

int main(void) {
    for (int s = 0; s < 10; s++) advance(parts, 3, 0.5f);
    for (int i = 0; i < 3; i++)
        printf("p%d: %g %g %g %g\n", parts[i].id, (double)parts[i].pos[0], (double)parts[i].pos[1], (double)parts[i].pos[2],
               (double)parts[i].pos[3]);
    v4si t = transpose_sum(gtable);
    gtable[2] += gconst;
    v4si u = transpose_sum(gtable);
    int arr[8];
    __builtin_memcpy(arr, &t, sizeof t);
    __builtin_memcpy(arr + 4, &u, sizeof u);
    int h = 0;
    for (int i = 0; i < 8; i++) h = h * 3 + arr[i];
    printf("t=%d %d %d %d u=%d %d %d %d h=%d\n", t[0], t[1], t[2], t[3], u[0], u[1], u[2], u[3], h);
    return h & 0x7f;
}
