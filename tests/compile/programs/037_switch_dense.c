#include <stdio.h>

/* Dense switches: candidates for jump tables. */
__attribute__((noinline)) static int dense(int x) {
    switch (x) {
    case 0: return 17;
    case 1: return 3;
    case 2: return 99;
    case 3: return -4;
    case 4: return 1000;
    case 5: return 55;
    case 6: return 6;
    case 7: return -77;
    case 8: return 8;
    case 9: return 123;
    case 10: return 31;
    case 11: return 0;
    case 12: return 12121;
    case 13: return -13;
    case 14: return 404;
    default: return -1;
    }
}
__attribute__((noinline)) static const char *day(unsigned d) {
    switch (d) {
    case 1: return "Mon";
    case 2: return "Tue";
    case 3: return "Wed";
    case 4: return "Thu";
    case 5: return "Fri";
    case 6: return "Sat";
    case 7: return "Sun";
    }
    return "???";
}
__attribute__((noinline)) static int dense_offset(int x) {
    int r = 0;
    switch (x) {
    case 100: r = x * 2; break;
    case 101: r = x - 5; break;
    case 102: r = x / 3; break;
    case 103: r = x % 7; break;
    case 104: r = -x; break;
    case 105: r = x ^ 0x55; break;
    case 106: r = x << 1; break;
    case 107: r = x | 3; break;
    case 108: r = x & 12; break;
    case 109: r = 42; break;
    case 110: r = 43; break;
    case 111: r = 44; break;
    default: r = 0;
    }
    return r;
}
__attribute__((noinline)) static int negcases(int x) {
    switch (x) {
    case -5: return 1;
    case -4: return 2;
    case -3: return 3;
    case -2: return 5;
    case -1: return 8;
    case 0: return 13;
    case 1: return 21;
    case 2: return 34;
    case 3: return 55;
    case 4: return 89;
    default: return 0;
    }
}

int main(void) {
    int sum = 0;
    for (int i = -3; i < 20; i++) sum += dense(i) * (i + 5);
    for (unsigned d = 0; d < 10; d++) printf("%s ", day(d));
    printf("\n");
    for (int i = 95; i < 115; i++) sum += dense_offset(i);
    for (int i = -8; i < 8; i++) sum += negcases(i) * i;
    printf("dense(4)=%d dense(14)=%d dense(15)=%d off(105)=%d neg(-2)=%d\n", dense(4), dense(14), dense(15), dense_offset(105), negcases(-2));
    printf("sum=%d\n", sum);
    return sum & 0x7f;
}
