#include <stdio.h>
#include <string.h>
#include <ctype.h>

int main(void) {
    char a[64], b[64];
    strcpy(a, "The quick brown fox");
    strcpy(b, a);
    strcat(b, " jumps");
    strncat(b, " over the lazy dog!!!", 14);
    printf("a=%s (%zu) b=%s (%zu)\n", a, strlen(a), b, strlen(b));
    printf("strcmp: %d %d %d\n", strcmp(a, b) < 0, strcmp(b, a) > 0, strcmp(a, "The quick brown fox"));
    printf("strncmp: %d %d\n", strncmp(a, b, 19), strncmp("abc", "abd", 3) < 0);
    const char *p = strchr(a, 'q'), *r = strrchr(b, 'o'), *s = strstr(b, "lazy");
    printf("strchr=%s strrchr=%s strstr=%s nochr=%d\n", p, r, s, strchr(a, 'Z') == NULL);
    printf("strchr nul: %d\n", (int)(strchr(a, 0) - a));
    char c[32];
    strncpy(c, "abcdef", sizeof c);
    printf("strncpy=%s spn=%zu cspn=%zu\n", c, strspn("aabbcxyz", "abc"), strcspn("hello world", " "));
    char tok[] = "one,two,,three;four";
    int n = 0;
    unsigned h = 0;
    for (char *t = strtok(tok, ",;"); t; t = strtok(NULL, ",;")) {
        n++;
        for (char *q = t; *q; q++) h = h * 31 + (unsigned char)toupper((unsigned char)*q);
        printf("[%s]", t);
    }
    printf(" n=%d\n", n);
    char rev[64];
    size_t len = strlen(b);
    for (size_t i = 0; i < len; i++) rev[i] = b[len - 1 - i];
    rev[len] = 0;
    printf("rev=%s\n", rev);
    int digits = 0, alpha = 0, spaces = 0;
    const char *mixed = "abc 123 XyZ 4 5!";
    for (const char *q = mixed; *q; q++) {
        digits += isdigit((unsigned char)*q) != 0;
        alpha += isalpha((unsigned char)*q) != 0;
        spaces += isspace((unsigned char)*q) != 0;
    }
    printf("digits=%d alpha=%d spaces=%d h=%u\n", digits, alpha, spaces, h);
    return (int)((h + len) & 0x7f);
}
