#include <stdio.h>

struct vec2 { int x, y; };
struct rect { struct vec2 min, max; };
struct shape { char kind; struct rect bounds; struct { short r, g, b; } color; double weight; };
struct scene { int count; struct shape shapes[4]; struct vec2 origin; };

__attribute__((noinline)) static int area(const struct rect *r) { return (r->max.x - r->min.x) * (r->max.y - r->min.y); }
__attribute__((noinline)) static void move(struct shape *s, struct vec2 d) {
    s->bounds.min.x += d.x;
    s->bounds.min.y += d.y;
    s->bounds.max.x += d.x;
    s->bounds.max.y += d.y;
}
__attribute__((noinline)) static struct rect union_of(const struct scene *sc) {
    struct rect u = sc->shapes[0].bounds;
    for (int i = 1; i < sc->count; i++) {
        const struct rect *b = &sc->shapes[i].bounds;
        if (b->min.x < u.min.x) u.min.x = b->min.x;
        if (b->min.y < u.min.y) u.min.y = b->min.y;
        if (b->max.x > u.max.x) u.max.x = b->max.x;
        if (b->max.y > u.max.y) u.max.y = b->max.y;
    }
    return u;
}

int main(void) {
    struct scene sc = {
        .count = 3,
        .shapes = {{'a', {{0, 0}, {4, 3}}, {255, 0, 0}, 1.5},
                   {'b', {{-2, 5}, {1, 9}}, {0, 128, 0}, 2.25},
                   {.kind = 'c', .bounds = {.min = {10, 10}, .max = {12, 20}}, .color.b = 77, .weight = -1}},
        .origin = {100, -100},
    };
    struct vec2 d = {3, -1};
    move(&sc.shapes[1], d);
    struct rect u = union_of(&sc);
    int total = 0;
    for (int i = 0; i < sc.count; i++) {
        const struct shape *s = &sc.shapes[i];
        printf("%c area=%d color=%d,%d,%d w=%g\n", s->kind, area(&s->bounds), s->color.r, s->color.g, s->color.b, s->weight);
        total += area(&s->bounds) * (i + 1) + s->color.r + s->color.g + s->color.b;
    }
    printf("union=(%d,%d)-(%d,%d) origin=%d,%d sizeof shape=%zu scene=%zu\n", u.min.x, u.min.y, u.max.x, u.max.y,
           sc.origin.x, sc.origin.y, sizeof(struct shape), sizeof(struct scene));
    printf("total=%d\n", total);
    return total & 0x7f;
}
