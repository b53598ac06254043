#include <stdio.h>
#include <string.h>

static const char *const month_names[] = {"January", "February", "March",     "April",   "May",      "June",
                                          "July",    "August",   "September", "October", "November", "December"};
static const char abbrev[][4] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
const char *errors[] = {[0] = "ok", [2] = "not found", [5] = "denied", [7] = "timeout"};
static const char *const *const tables[] = {month_names, (const char *const *)errors};
static char mutable_strings[3][10] = {"alpha", "beta", "gamma"};
static const char multi[] = "line1\n"
                            "line2\t(tab)\n"
                            "quote\" backslash\\ \x41\101\n";

int main(void) {
    size_t total = 0;
    for (int i = 0; i < 12; i++) total += strlen(month_names[i]);
    printf("months total len=%zu longest=%s\n", total, month_names[8]);
    for (int i = 0; i < 7; i++) printf("%s%c", abbrev[i], i == 6 ? '\n' : ',');
    for (int i = 0; i < 8; i++) printf("err %d: %s\n", i, errors[i] ? errors[i] : "(none)");
    printf("tables: %s %s\n", tables[0][11], tables[1][5]);
    mutable_strings[1][0] = 'B';
    strcat(mutable_strings[2], "!");
    printf("%s %s %s\n", mutable_strings[0], mutable_strings[1], mutable_strings[2]);
    fputs(multi, stdout);
    printf("sizeof multi=%zu abbrev=%zu\n", sizeof multi, sizeof abbrev);
    return (int)((total + sizeof multi) & 0x7f);
}
