#include <stdio.h>
#include <string.h>
#include <ctype.h>

/* Word-wrapping, justification and centering of a paragraph, plus simple statistics. */
static const char *text =
    "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of "
    "foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, "
    "it was the season of Darkness, it was the spring of hope, it was the winter of despair.";

#define MAXW 128
static int split_words(const char *s, const char *words[], int lens[]) {
    int n = 0;
    while (*s) {
        while (*s == ' ') s++;
        if (!*s) break;
        words[n] = s;
        while (*s && *s != ' ') s++;
        lens[n] = (int)(s - words[n]);
        n++;
    }
    return n;
}

static void emit_line(const char *words[], const int lens[], int from, int to, int width, int mode, unsigned *h) {
    char line[256];
    int chars = 0;
    for (int i = from; i < to; i++) chars += lens[i];
    int gaps = to - from - 1;
    int spaces = width - chars;
    int pos = 0;
    if (mode == 2) { /* center */
        int used = chars + gaps;
        int pad = (width - used) / 2;
        for (int i = 0; i < pad; i++) line[pos++] = ' ';
    }
    for (int i = from; i < to; i++) {
        memcpy(line + pos, words[i], (size_t)lens[i]);
        pos += lens[i];
        if (i + 1 < to) {
            int sp = 1;
            if (mode == 1 && gaps > 0) { /* justify: distribute extra spaces to the left gaps first */
                int k = i - from;
                sp = spaces / gaps + (k < spaces % gaps ? 1 : 0);
            }
            for (int j = 0; j < sp; j++) line[pos++] = ' ';
        }
    }
    line[pos] = 0;
    printf("|%-*s|\n", width, line);
    for (int i = 0; i < pos; i++) *h = *h * 31 + (unsigned char)line[i];
}

static void format(const char *s, int width, int mode, unsigned *h) {
    const char *words[MAXW];
    int lens[MAXW];
    int n = split_words(s, words, lens);
    int start = 0;
    while (start < n) {
        int len = lens[start], end = start + 1;
        while (end < n && len + 1 + lens[end] <= width) {
            len += 1 + lens[end];
            end++;
        }
        int last = end == n;
        emit_line(words, lens, start, end, width, last && mode == 1 ? 0 : mode, h);
        start = end;
    }
}

int main(void) {
    unsigned h = 0;
    static const char *modes[] = {"left", "justified", "centered"};
    int widths[] = {30, 45, 24};
    for (int m = 0; m < 3; m++) {
        printf("-- %s, width %d --\n", modes[m], widths[m]);
        format(text, widths[m], m, &h);
    }
    int letters[26] = {0}, words = 0, sentences = 0;
    int in_word = 0;
    for (const char *p = text; *p; p++) {
        if (isalpha((unsigned char)*p)) {
            letters[tolower((unsigned char)*p) - 'a']++;
            if (!in_word) words++;
            in_word = 1;
        } else {
            in_word = 0;
            if (*p == '.') sentences++;
        }
    }
    int best = 0;
    for (int i = 1; i < 26; i++)
        if (letters[i] > letters[best]) best = i;
    printf("words=%d sentences=%d most common letter=%c (%d) h=%u\n", words, sentences, 'a' + best, letters[best], h);
    return (int)(h & 0x7f);
}
