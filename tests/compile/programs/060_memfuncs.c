#include <stdio.h>
#include <string.h>

struct rec { int a; char name[13]; double d; };

int main(void) {
    char buf[64];
    memset(buf, 'x', sizeof buf);
    memset(buf + 10, 0, 5);
    memcpy(buf, "hello, world", 12);
    unsigned h = 0;
    for (int i = 0; i < 64; i++) h = h * 31 + (unsigned char)buf[i];
    printf("buf=%s h=%u\n", buf, h);
    /* overlapping moves both directions */
    char m[32] = "0123456789abcdefghijklmnopqrstu";
    memmove(m + 5, m, 10);
    printf("fwd: %s\n", m);
    memmove(m, m + 7, 12);
    printf("bwd: %s\n", m);
    int cmp1 = memcmp("abcdef", "abcxef", 6), cmp2 = memcmp("abc", "abc", 3), cmp3 = memcmp("\xff", "\x01", 1);
    printf("memcmp: %d %d %d\n", cmp1 < 0 ? -1 : cmp1 > 0, cmp2, cmp3 > 0);
    struct rec r1 = {7, "record-one", 2.5}, r2;
    memcpy(&r2, &r1, sizeof r1);
    r2.a++;
    printf("r2: %d %s %g\n", r2.a, r2.name, r2.d);
    int arr[100];
    memset(arr, 0xff, sizeof arr);
    printf("arr[50]=%d\n", arr[50]);
    memset(arr, 0, 40 * sizeof(int));
    int zeros = 0;
    for (int i = 0; i < 100; i++) zeros += arr[i] == 0;
    /* variable sizes */
    char dst[128];
    int total = 0;
    for (size_t n = 0; n < 100; n += 9) {
        memset(dst, (int)n, n);
        memcpy(dst + n, "tail", 5);
        total += (int)strlen(dst + n) + (n ? dst[n - 1] : 0);
    }
    void *found = memchr(buf, ',', sizeof buf);
    printf("zeros=%d total=%d memchr off=%d\n", zeros, total, found ? (int)((char *)found - buf) : -1);
    return (int)((h + (unsigned)zeros + (unsigned)total) & 0x7f);
}
