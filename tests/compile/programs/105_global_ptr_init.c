#include <stdio.h>
#include <stddef.h>

/* Globals whose initializers hold addresses of other globals and functions, with offsets. */
struct point { int x, y; };
struct point pts[6] = {{0, 0}, {1, 10}, {2, 20}, {3, 30}, {4, 40}, {5, 50}};
struct named { const char *name; int value; } thing = {"thing", 99};
double dvals[4] = {1.5, 2.5, 3.5, 4.5};

static int f_add(int a, int b) { return a + b; }
static int f_mul(int a, int b) { return a * b; }
int f_sub(int a, int b) { return a - b; }

struct entry {
    const char *label;
    int *iptr;
    struct point *pptr;
    double *dptr;
    int (*fn)(int, int);
    const struct entry *next;
};

extern const struct entry entries[4];
const struct entry entries[4] = {
    {"first", &pts[3].y, &pts[3], &dvals[0], f_add, &entries[1]},
    {"second", &thing.value, pts + 5, dvals + 2, f_mul, &entries[2]},
    {"third", &pts[0].x, &pts[1], &dvals[3], f_sub, &entries[3]},
    {"last", (int *)((char *)&pts[2] + offsetof(struct point, y)), &pts[2], NULL, NULL, NULL},
};
int *const cursor = &pts[4].x;
struct point *pts_end = &pts[6];
const char *const *name_ref = &thing.name;
int (*const op_table[])(int, int) = {f_add, f_mul, f_sub, f_add};
void *generic[] = {&pts, &thing, &dvals[1], (void *)&entries[2]};

int main(void) {
    int total = 0;
    for (const struct entry *e = &entries[0]; e; e = e->next) {
        int r = e->fn ? e->fn(*e->iptr, e->pptr->x) : -1;
        printf("%-6s i=%d p=(%d,%d) d=%g fn=%d\n", e->label, *e->iptr, e->pptr->x, e->pptr->y, e->dptr ? *e->dptr : -1.0, r);
        total += r + *e->iptr;
    }
    printf("cursor=%d end-begin=%td name=%s\n", *cursor, pts_end - pts, *name_ref);
    for (int i = 0; i < 4; i++) total += op_table[i](i + 2, 3);
    printf("generic: %d %d %g %s\n", ((struct point *)generic[0])[1].y, ((struct named *)generic[1])->value, *(double *)generic[2],
           ((const struct entry *)generic[3])->label);
    *cursor = 1000;
    printf("pts[4].x=%d total=%d\n", pts[4].x, total);
    return total & 0x7f;
}
