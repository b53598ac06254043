#include <stdio.h>

/* Hidden and protected visibility on definitions, default visibility, internal linkage. */
__attribute__((visibility("hidden"))) int hidden_counter = 5;
__attribute__((visibility("hidden"))) int hidden_add(int a, int b) { return a + b + hidden_counter; }
__attribute__((visibility("protected"))) int protected_value = 12;
__attribute__((visibility("default"))) int default_mul(int a, int b) { return a * b; }
__attribute__((visibility("hidden"))) const char hidden_msg[] = "hidden message";
__attribute__((visibility("hidden"))) extern int hidden_later;
int hidden_later = 40;

int main(void) {
    hidden_counter++;
    int r = hidden_add(1, 2) + default_mul(3, 4) + protected_value + hidden_later;
    printf("%s r=%d\n", hidden_msg, r);
    return r & 0x7f;
}
