#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct str { size_t len; char data[]; };
struct vecd { int n; double v[]; };

static struct str *str_new(const char *s) {
    size_t n = strlen(s);
    struct str *r = malloc(sizeof *r + n + 1);
    r->len = n;
    memcpy(r->data, s, n + 1);
    return r;
}
static struct str *str_cat(const struct str *a, const struct str *b) {
    struct str *r = malloc(sizeof *r + a->len + b->len + 1);
    r->len = a->len + b->len;
    memcpy(r->data, a->data, a->len);
    memcpy(r->data + a->len, b->data, b->len + 1);
    return r;
}
static struct vecd *vec_new(int n) {
    struct vecd *v = malloc(sizeof *v + sizeof(double) * (size_t)n);
    v->n = n;
    for (int i = 0; i < n; i++) v->v[i] = i * 1.5;
    return v;
}

int main(void) {
    struct str *a = str_new("flexible "), *b = str_new("array members");
    struct str *c = str_cat(a, b);
    printf("%s (%zu) sizeof struct str=%zu\n", c->data, c->len, sizeof(struct str));
    struct vecd *v = vec_new(40);
    double s = 0;
    for (int i = 0; i < v->n; i++) s += v->v[i];
    printf("sum=%g sizeof vecd=%zu\n", s, sizeof(struct vecd));
    int r = (int)c->len + (int)s;
    free(a);
    free(b);
    free(c);
    free(v);
    return r & 0x7f;
}
