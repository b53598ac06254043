#include <stdio.h>

/* Global tables of function pointers with designated indices and NULL holes, and a mutable table. */
typedef double (*op_fn)(double, double);
static double op_add(double a, double b) { return a + b; }
static double op_sub(double a, double b) { return a - b; }
static double op_mul(double a, double b) { return a * b; }
static double op_div(double a, double b) { return b != 0 ? a / b : 0; }
static double op_max(double a, double b) { return a > b ? a : b; }

static op_fn const by_char[128] = {['+'] = op_add, ['-'] = op_sub, ['*'] = op_mul, ['/'] = op_div, ['M'] = op_max};
op_fn mutable_ops[3] = {op_add, op_add, op_add};
static struct { const char *name; op_fn fn; } named_ops[] = {{"add", op_add}, {"mul", op_mul}, {"none", 0}};

static double eval_rpn(const char *s) {
    double stack[16];
    int sp = 0;
    for (; *s; s++) {
        if (*s >= '0' && *s <= '9') stack[sp++] = *s - '0';
        else if (*s != ' ' && by_char[(unsigned char)*s] && sp >= 2) {
            double b = stack[--sp], a = stack[--sp];
            stack[sp++] = by_char[(unsigned char)*s](a, b);
        }
    }
    return sp ? stack[sp - 1] : 0;
}

int main(void) {
    const char *progs[] = {"3 4 +", "9 2 - 3 *", "8 2 / 5 M", "1 2 3 4 5 + + + +", "7 0 /"};
    double total = 0;
    for (int i = 0; i < 5; i++) {
        double r = eval_rpn(progs[i]);
        printf("%-20s = %g\n", progs[i], r);
        total += r;
    }
    int holes = 0;
    for (int i = 0; i < 128; i++) holes += by_char[i] == 0;
    mutable_ops[1] = op_mul;
    mutable_ops[2] = by_char['-'];
    double m = 2;
    for (int i = 0; i < 3; i++) m = mutable_ops[i](m, 3);
    for (int i = 0; named_ops[i].fn; i++) m += named_ops[i].fn(1, 2);
    printf("holes=%d m=%g total=%g\n", holes, m, total);
    return (holes + (int)m + (int)total) & 0x7f;
}
