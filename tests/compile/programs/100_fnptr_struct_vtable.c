#include <stdio.h>
#include <math.h>

/* A vtable pattern: structs of function pointers, "objects" with a vtable pointer. */
struct shape;
struct shape_vt {
    const char *name;
    double (*area)(const struct shape *);
    double (*perimeter)(const struct shape *);
    void (*scale)(struct shape *, double);
};
struct shape { const struct shape_vt *vt; double a, b; };

static double rect_area(const struct shape *s) { return s->a * s->b; }
static double rect_perim(const struct shape *s) { return 2 * (s->a + s->b); }
static void rect_scale(struct shape *s, double k) { s->a *= k; s->b *= k; }
static double circ_area(const struct shape *s) { return 3.141592653589793 * s->a * s->a; }
static double circ_perim(const struct shape *s) { return 2 * 3.141592653589793 * s->a; }
static void circ_scale(struct shape *s, double k) { s->a *= k; }
static double tri_area(const struct shape *s) { return 0.5 * s->a * s->b; }
static double tri_perim(const struct shape *s) { return s->a + s->b + sqrt(s->a * s->a + s->b * s->b); }

static const struct shape_vt rect_vt = {"rect", rect_area, rect_perim, rect_scale};
static const struct shape_vt circ_vt = {"circle", circ_area, circ_perim, circ_scale};
static const struct shape_vt tri_vt = {"triangle", tri_area, tri_perim, rect_scale};

int main(void) {
    struct shape shapes[] = {{&rect_vt, 3, 4}, {&circ_vt, 1.5, 0}, {&tri_vt, 3, 4}, {&rect_vt, 0.5, 10}};
    double total = 0;
    for (int i = 0; i < 4; i++) {
        struct shape *s = &shapes[i];
        s->vt->scale(s, 2);
        double a = s->vt->area(s), p = s->vt->perimeter(s);
        printf("%-8s area=%.6f perimeter=%.6f\n", s->vt->name, a, p);
        total += a + p;
    }
    printf("total=%.6f\n", total);
    return (int)total & 0x7f;
}
