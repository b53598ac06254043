#include <stdio.h>
#include <stdint.h>
#include <string.h>

/* Pointer arithmetic inside static initializers. */
static int64_t x = 0x1122334455667788LL;
static char *x_hi = (char *)&x + 4;
static int arr[10] = {0, 10, 20, 30, 40, 50, 60, 70, 80, 90};
static int *mid = arr + 5;
static int *before_end = &arr[10] - 1;
static const char text[] = "pointer arithmetic in initializers";
static const char *word2 = text + 8;
static const char *last_char = &text[sizeof text - 2];
struct s { int a; double b; char c[8]; } obj = {1, 2.5, "chars"};
static char *obj_c3 = &obj.c[3];
static double *obj_b = &obj.b;
static void *obj_end = (char *)&obj + sizeof obj;
static int (*row_ptr)[5] = (int (*)[5])&arr[5];
static uintptr_t addr_as_int = (uintptr_t)&arr[2];

int main(void) {
    unsigned char hi[4];
    memcpy(hi, x_hi, 4);
    printf("x_hi bytes=%02x %02x %02x %02x\n", hi[0], hi[1], hi[2], hi[3]);
    printf("mid=%d before_end=%d mid[-2]=%d\n", *mid, *before_end, mid[-2]);
    printf("word2=%s last=%c\n", word2, *last_char);
    printf("obj_c3=%s obj_b=%g end-obj=%td\n", obj_c3, *obj_b, (char *)obj_end - (char *)&obj);
    printf("row=%d %d\n", (*row_ptr)[0], (*row_ptr)[4]);
    printf("addr_as_int ok=%d val=%d\n", addr_as_int == (uintptr_t)&arr[2], *(int *)addr_as_int);
    *mid += 1;
    *obj_b *= 4;
    return (*mid + (int)obj.b + hi[1]) & 0x7f;
}
