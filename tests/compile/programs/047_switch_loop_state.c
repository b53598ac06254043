#include <stdio.h>

/* A tokenizer state machine: switch inside a loop with state transitions. */
enum state { S_START, S_IDENT, S_NUMBER, S_STRING, S_COMMENT, S_OP };

__attribute__((noinline)) static int tokenize(const char *s, int *counts) {
    enum state st = S_START;
    int tokens = 0;
    for (const char *p = s;; p++) {
        char c = *p;
        switch (st) {
        case S_START:
        again:
            if (c == 0) return tokens;
            if ((c >= 'a' && c <= 'z') || c == '_') { st = S_IDENT; counts[0]++; }
            else if (c >= '0' && c <= '9') { st = S_NUMBER; counts[1]++; }
            else if (c == '"') { st = S_STRING; counts[2]++; }
            else if (c == '#') { st = S_COMMENT; counts[3]++; }
            else if (c == ' ' || c == '\n') break;
            else { st = S_OP; counts[4]++; }
            tokens++;
            break;
        case S_IDENT:
            if ((c >= 'a' && c <= 'z') || c == '_' || (c >= '0' && c <= '9')) break;
            st = S_START;
            goto again;
        case S_NUMBER:
            if (c >= '0' && c <= '9') break;
            st = S_START;
            goto again;
        case S_STRING:
            if (c == 0) return -1;
            if (c == '"') st = S_START;
            break;
        case S_COMMENT:
            if (c == 0) return tokens;
            if (c == '\n') st = S_START;
            break;
        case S_OP:
            st = S_START;
            goto again;
        }
    }
}

int main(void) {
    const char *src = "let x_1 = 42 + foo(7, \"str ing\") # comment here\nwhile x > 0 { x = x - 1 }\n";
    int counts[5] = {0};
    int n = tokenize(src, counts);
    printf("tokens=%d ident=%d num=%d str=%d comment=%d op=%d\n", n, counts[0], counts[1], counts[2], counts[3], counts[4]);
    int c2[5] = {0};
    int bad = tokenize("\"unterminated", c2);
    printf("bad=%d\n", bad);
    return (n * 3 + counts[4] - bad) & 0x7f;
}
