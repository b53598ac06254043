#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* __builtin_object_size and __builtin_dynamic_object_size where the answer is known at compile time. */
struct msg { int id; char body[20]; char tail[4]; };

static char gbuf[37];

/* Through a parameter of a function that is not inlined the size is unknown: -1 for types 0/1, 0 for types 2/3. */
__attribute__((noinline)) static size_t osz0(const char *p) { return __builtin_object_size(p, 0); }
__attribute__((noinline)) static size_t osz2(const char *p) { return __builtin_object_size(p, 2); }

int main(void) {
    char local[48];
    struct msg m;
    size_t a = __builtin_object_size(local, 0);
    size_t b = __builtin_object_size(local + 10, 0);
    size_t c = __builtin_object_size(&m, 0);
    size_t d = __builtin_object_size(m.body, 1);    /* closest enclosing object: the member */
    size_t e = __builtin_object_size(m.body, 0);    /* whole object from body onwards */
    size_t f = __builtin_object_size(gbuf + 7, 2);
    size_t g = __builtin_object_size(&m.tail[1], 3);
    printf("a=%zu b=%zu c=%zu d=%zu e=%zu f=%zu g=%zu\n", a, b, c, d, e, f, g);
    printf("param: %zu %zu\n", osz0(local), osz2(local));
    /* a checked copy like _FORTIFY_SOURCE does */
    const char *src = "fits in the buffer";
    size_t need = strlen(src) + 1;
    if (need <= __builtin_object_size(m.body, 1)) {
        memcpy(m.body, src, need);
        printf("copied: %s\n", m.body);
    }
    int ret = __builtin___snprintf_chk(local, sizeof local, 0, __builtin_object_size(local, 1), "%s:%d", "chk", 42);
    printf("chk: %s (%d)\n", local, ret);
    char *p = __builtin___strcpy_chk(gbuf, "strcpy_chk", __builtin_object_size(gbuf, 1));
    printf("%s\n", p);
    return (int)((a + b + c + d + e + f + g + (size_t)ret) & 0x7f);
}
