#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct person { char name[12]; int age; double score; };

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_int_desc(const void *a, const void *b) { return cmp_int(b, a); }
static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }
static int cmp_person(const void *a, const void *b) {
    const struct person *p = a, *q = b;
    if (p->age != q->age) return p->age - q->age;
    return strcmp(p->name, q->name);
}
static int cmp_ull(const void *a, const void *b) {
    unsigned long long x = *(const unsigned long long *)a, y = *(const unsigned long long *)b;
    return x < y ? -1 : x > y;
}

int main(void) {
    int v[200];
    unsigned s = 7;
    for (int i = 0; i < 200; i++) {
        s = s * 1103515245u + 12345u;
        v[i] = (int)((s >> 8) % 10000) - 5000;
    }
    qsort(v, 200, sizeof v[0], cmp_int);
    int sorted = 1;
    for (int i = 1; i < 200; i++) sorted &= v[i - 1] <= v[i];
    int key = v[123];
    int *hit = bsearch(&key, v, 200, sizeof v[0], cmp_int);
    int missing = 99999;
    printf("sorted=%d min=%d max=%d hit=%d miss=%d\n", sorted, v[0], v[199], hit ? *hit == key : 0,
           bsearch(&missing, v, 200, sizeof v[0], cmp_int) == NULL);
    qsort(v, 200, sizeof v[0], cmp_int_desc);
    printf("desc first=%d last=%d\n", v[0], v[199]);
    double d[10] = {3.5, -1.25, 9.0, 0.0, -0.5, 2.75, 100.0, -50.0, 7.0, 1.0};
    qsort(d, 10, sizeof d[0], cmp_double);
    for (int i = 0; i < 10; i++) printf("%g ", d[i]);
    printf("\n");
    const char *names[] = {"mango", "kiwi", "apple", "zucchini", "banana", "cherry"};
    qsort(names, 6, sizeof names[0], cmp_str);
    for (int i = 0; i < 6; i++) printf("%s ", names[i]);
    printf("\n");
    const char *k = "cherry";
    const char **found = bsearch(&k, names, 6, sizeof names[0], cmp_str);
    printf("cherry at %d\n", found ? (int)(found - names) : -1);
    struct person people[] = {{"zoe", 30, 1.5}, {"adam", 25, 2.5}, {"eve", 30, 3.5}, {"bob", 20, 4.5}, {"carl", 25, 0.5}};
    qsort(people, 5, sizeof people[0], cmp_person);
    for (int i = 0; i < 5; i++) printf("%s/%d ", people[i].name, people[i].age);
    printf("\n");
    unsigned long long u[6] = {~0ULL, 1, 1ULL << 63, 0, 12345, 1ULL << 32};
    qsort(u, 6, sizeof u[0], cmp_ull);
    printf("u: %llu %llu %llu\n", u[0], u[3], u[5]);
    unsigned h = 0;
    for (int i = 0; i < 200; i++) h = h * 31 + (unsigned)v[i];
    printf("h=%u\n", h);
    return (int)(h & 0x7f);
}
