#include <stdio.h>

/* Tables of structs with mixed field types and nested initializers. */
enum unit { U_NONE, U_M, U_KG, U_S };
struct quantity { const char *name; double value; enum unit unit; unsigned char flags; short exp10; };
static const struct quantity constants[] = {
    {"c", 299792458.0, U_M, 1, 0},       {"G", 6.674, U_NONE, 2, -11}, {"h", 6.62607015, U_NONE, 3, -34},
    {"g", 9.80665, U_M, 0, 0},           {"me", 9.1093837, U_KG, 5, -31}, {"year", 3.15576, U_S, 0, 7},
};
struct op { char sym; unsigned char prec; _Bool right; const char *desc; };
static struct op ops[] = {{'+', 1, 0, "add"}, {'-', 1, 0, "sub"}, {'*', 2, 0, "mul"}, {'/', 2, 0, "div"}, {'^', 3, 1, "pow"}};
struct matrix_def { int rows, cols; const double *data; };
static const double m1_data[] = {1, 2, 3, 4, 5, 6};
static const double m2_data[] = {7, 8, 9, 10};
static const struct matrix_def mats[] = {{2, 3, m1_data}, {2, 2, m2_data}, {3, 2, m1_data}};

int main(void) {
    static const char *unit_names[] = {"", "m", "kg", "s"};
    unsigned h = 0;
    for (unsigned i = 0; i < sizeof constants / sizeof constants[0]; i++) {
        const struct quantity *q = &constants[i];
        printf("%-4s = %ge%d %s flags=%u\n", q->name, q->value, q->exp10, unit_names[q->unit], q->flags);
        h = h * 31 + (unsigned)(unsigned long long)(q->value * 1000) + (unsigned)q->exp10 + q->flags;
    }
    ops[4].prec = 4;
    int prec_sum = 0;
    for (unsigned i = 0; i < 5; i++) prec_sum += ops[i].prec * (ops[i].right ? -1 : 1) + ops[i].sym;
    double tr = 0;
    for (unsigned k = 0; k < 3; k++)
        for (int i = 0; i < mats[k].rows; i++) tr += mats[k].data[i * mats[k].cols + (i % mats[k].cols)];
    printf("prec_sum=%d tr=%g h=%u\n", prec_sum, tr, h);
    return (int)((h + (unsigned)prec_sum + (unsigned)tr) & 0x7f);
}
