#include <stdio.h>

/* 'used' keeps otherwise unreferenced statics (llvm.compiler.used), 'retain' also keeps them from the
   linker's section garbage collection (llvm.used); 'unused' silences warnings. */
__attribute__((used, retain)) static int kept_value = 77;
__attribute__((used)) static int kept_function(int x) { return x + kept_value; }
__attribute__((unused)) static int never_called(void) { return 5; }
__attribute__((used, section("keepme"))) static const int keep_a = 11;
__attribute__((used, section("keepme"))) static const int keep_b = 22;
__attribute__((used, retain, section("keepme"))) static const int keep_c = 33;
extern const int __start_keepme[], __stop_keepme[];

int main(void) {
    int sum = 0, n = 0;
    for (const int *p = __start_keepme; p < __stop_keepme; p++) {
        sum += *p;
        n++;
    }
    printf("keepme: n=%d sum=%d\n", n, sum);
    return sum + n;
}
