#include <stdio.h>
#include <string.h>

int main(void) {
    char buf[256];
    int n1 = snprintf(buf, sizeof buf, "%s-%d-%05.1f-%c-%lx", "tag", -42, 3.14159, 'Z', 0xdeadbeefUL);
    printf("snprintf: '%s' (%d)\n", buf, n1);
    char small[8];
    int n2 = snprintf(small, sizeof small, "%d %d %d", 12345, 67890, 11111);
    printf("truncated: '%s' would be %d\n", small, n2);
    int n3 = snprintf(NULL, 0, "%.10f", 1.0 / 7.0);
    printf("length only: %d\n", n3);
    char big[512];
    int n4 = sprintf(big, "%d %u %ld %g %e %f %s %c %x %o %lld %.3f %g %g %g %g %g %g %g %g", 1, 2u, 3L, 4.5, 5.5, 6.5, "seven",
                     '8', 9u, 10u, 11LL, 12.125, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0);
    printf("sprintf: %s (%d)\n", big, n4);
    fprintf(stdout, "fprintf: %s %d %.2f\n", "to stdout", 7, 2.5);
    fprintf(stderr, "this goes to stderr and is not compared\n");
    size_t off = 0;
    for (int i = 0; i < 10; i++) off += (size_t)snprintf(buf + off, sizeof buf - off, "[%d:%.1f]", i, i * 1.1);
    printf("appended: %s (%zu)\n", buf, off);
    unsigned h = 0;
    for (size_t i = 0; i < strlen(big); i++) h = h * 31 + (unsigned char)big[i];
    fputs("fputs line\n", stdout);
    puts("puts line");
    putchar('!');
    putchar('\n');
    printf("h=%u\n", h);
    return (int)((h + (unsigned)n1 + (unsigned)n2 + (unsigned)n3 + off) & 0x7f);
}
