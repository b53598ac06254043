#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

/* A recursive-descent parser building an AST for arithmetic with variables, evaluated and pretty-printed. */
enum kind { NUM, VAR, ADD, SUB, MUL, DIV, MOD, POW, NEG, CALL };
struct ast { enum kind k; long num; char name[8]; struct ast *l, *r; };

struct parser { const char *p; int error; };

static struct ast *node(enum kind k, struct ast *l, struct ast *r) {
    struct ast *n = calloc(1, sizeof *n);
    n->k = k;
    n->l = l;
    n->r = r;
    return n;
}
static void skip(struct parser *ps) {
    while (*ps->p == ' ') ps->p++;
}
static struct ast *expr(struct parser *ps);

static struct ast *primary(struct parser *ps) {
    skip(ps);
    char c = *ps->p;
    if (isdigit((unsigned char)c)) {
        struct ast *n = node(NUM, NULL, NULL);
        n->num = strtol(ps->p, (char **)&ps->p, 10);
        return n;
    }
    if (isalpha((unsigned char)c)) {
        struct ast *n = node(VAR, NULL, NULL);
        int i = 0;
        while (isalnum((unsigned char)*ps->p) && i < 7) n->name[i++] = *ps->p++;
        n->name[i] = 0;
        skip(ps);
        if (*ps->p == '(') {
            ps->p++;
            n->k = CALL;
            n->l = expr(ps);
            skip(ps);
            if (*ps->p == ')') ps->p++;
            else ps->error = 1;
        }
        return n;
    }
    if (c == '(') {
        ps->p++;
        struct ast *n = expr(ps);
        skip(ps);
        if (*ps->p == ')') ps->p++;
        else ps->error = 1;
        return n;
    }
    if (c == '-') {
        ps->p++;
        return node(NEG, primary(ps), NULL);
    }
    ps->error = 1;
    return node(NUM, NULL, NULL);
}
static struct ast *power(struct parser *ps) {
    struct ast *b = primary(ps);
    skip(ps);
    if (*ps->p == '^') {
        ps->p++;
        return node(POW, b, power(ps)); /* right associative */
    }
    return b;
}
static struct ast *term(struct parser *ps) {
    struct ast *l = power(ps);
    for (;;) {
        skip(ps);
        char c = *ps->p;
        if (c != '*' && c != '/' && c != '%') return l;
        ps->p++;
        l = node(c == '*' ? MUL : c == '/' ? DIV : MOD, l, power(ps));
    }
}
static struct ast *expr(struct parser *ps) {
    struct ast *l = term(ps);
    for (;;) {
        skip(ps);
        char c = *ps->p;
        if (c != '+' && c != '-') return l;
        ps->p++;
        l = node(c == '+' ? ADD : SUB, l, term(ps));
    }
}

struct env { const char *names[4]; long values[4]; };
static long lookup(const struct env *e, const char *n, int *err) {
    for (int i = 0; i < 4; i++)
        if (e->names[i] && strcmp(e->names[i], n) == 0) return e->values[i];
    *err = 1;
    return 0;
}
static long ipow(long b, long e) {
    long r = 1;
    while (e-- > 0) r *= b;
    return r;
}
static long eval(const struct ast *n, const struct env *e, int *err) {
    long a, b;
    switch (n->k) {
    case NUM: return n->num;
    case VAR: return lookup(e, n->name, err);
    case NEG: return -eval(n->l, e, err);
    case CALL:
        a = eval(n->l, e, err);
        if (strcmp(n->name, "abs") == 0) return a < 0 ? -a : a;
        if (strcmp(n->name, "sq") == 0) return a * a;
        *err = 1;
        return 0;
    default: break;
    }
    a = eval(n->l, e, err);
    b = eval(n->r, e, err);
    switch (n->k) {
    case ADD: return a + b;
    case SUB: return a - b;
    case MUL: return a * b;
    case DIV: if (b == 0) { *err = 2; return 0; } return a / b;
    case MOD: if (b == 0) { *err = 2; return 0; } return a % b;
    case POW: return ipow(a, b);
    default: return 0;
    }
}
static void print_ast(const struct ast *n, char *out, size_t cap) {
    char l[256], r[256];
    static const char ops[] = "??+-*/%^";
    switch (n->k) {
    case NUM: snprintf(out, cap, "%ld", n->num); return;
    case VAR: snprintf(out, cap, "%s", n->name); return;
    case NEG: print_ast(n->l, l, sizeof l); snprintf(out, cap, "(-%s)", l); return;
    case CALL: print_ast(n->l, l, sizeof l); snprintf(out, cap, "%s[%s]", n->name, l); return;
    default:
        print_ast(n->l, l, sizeof l);
        print_ast(n->r, r, sizeof r);
        snprintf(out, cap, "(%s %c %s)", l, ops[n->k], r);
    }
}
static void free_ast(struct ast *n) {
    if (!n) return;
    free_ast(n->l);
    free_ast(n->r);
    free(n);
}

int main(void) {
    const char *inputs[] = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "x * x - 4 * y", "-x + abs(y - 100) % 7", "sq(z) / (x - 3)",
                            "10 / (x - x)", "2 * (3 + ", "w + 1", "100 - 7 * (8 - 3 * (2 + 1)) ^ 2", "sq(sq(2)) + -(-3)"};
    struct env e = {{"x", "y", "z", NULL}, {3, 42, -5, 0}};
    unsigned long h = 0;
    for (unsigned i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        struct parser ps = {inputs[i], 0};
        struct ast *a = expr(&ps);
        skip(&ps);
        if (*ps.p) ps.error = 1;
        char buf[512];
        print_ast(a, buf, sizeof buf);
        int err = 0;
        long v = ps.error ? 0 : eval(a, &e, &err);
        printf("%-34s => %-44s = ", inputs[i], buf);
        if (ps.error) printf("parse error\n");
        else if (err == 1) printf("unknown name\n");
        else if (err == 2) printf("division by zero\n");
        else printf("%ld\n", v);
        h = h * 31 + (unsigned long)v + (unsigned long)(ps.error * 7 + err);
        free_ast(a);
    }
    printf("h=%lu\n", h);
    return (int)(h & 0x7f);
}
