#include <stdio.h>

/* Globals placed in a named section; the linker's __start_/__stop_ symbols find them all. */
struct plugin { const char *name; int priority; int (*run)(int); };

static int run_a(int x) { return x + 1; }
static int run_b(int x) { return x * 2; }
static int run_c(int x) { return x - 3; }

#define PLUGIN(id, nm, prio, fn) \
    static const struct plugin plugin_##id __attribute__((used, section("myplugins"), aligned(8))) = {nm, prio, fn}

PLUGIN(a, "alpha", 3, run_a);
PLUGIN(b, "beta", 1, run_b);
PLUGIN(c, "gamma", 2, run_c);

extern const struct plugin __start_myplugins[];
extern const struct plugin __stop_myplugins[];

int mydata_value __attribute__((section("mydata"))) = 1234;
static int mydata_arr[4] __attribute__((section("mydata"), used)) = {1, 2, 3, 4};
const char mydata_text[] __attribute__((section(".rodata.custom"))) = "custom rodata section";
__attribute__((section(".text.custom_fn"), noinline)) static int custom_fn(int x) { return x * 7; }

int main(void) {
    int n = (int)(__stop_myplugins - __start_myplugins);
    int prio_sum = 0, x = 10, name_len = 0;
    /* order inside the section is not specified: combine results commutatively */
    for (const struct plugin *p = __start_myplugins; p < __stop_myplugins; p++) {
        prio_sum += p->priority;
        x += p->run(p->priority);
        for (const char *c = p->name; *c; c++) name_len++;
    }
    printf("plugins=%d prio_sum=%d x=%d name_len=%d\n", n, prio_sum, x, name_len);
    printf("mydata_value=%d arr[3]=%d text=%s custom=%d\n", mydata_value, mydata_arr[3], mydata_text, custom_fn(6));
    return (n * 10 + prio_sum + x + custom_fn(1)) & 0x7f;
}
