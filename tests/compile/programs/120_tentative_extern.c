#include <stdio.h>

/* Tentative definitions completed later, extern declarations inside functions, forward-declared arrays. */
int later;           /* tentative */
int later = 42;      /* definition */
static int sfwd[];   /* incomplete static array: completed below */
extern int table[];
int table[] = {5, 6, 7, 8};
struct node;
extern struct node head;
struct node { int v; struct node *next; };
struct node tail = {2, 0};
struct node head = {1, &tail};

static int sum_sfwd(void);

int main(void) {
    extern int later;
    extern int defined_below;
    int s = later + defined_below + sum_sfwd();
    for (int i = 0; i < 4; i++) s += table[i];
    for (struct node *n = &head; n; n = n->next) s += n->v * 100;
    printf("s=%d\n", s);
    return s & 0x7f;
}
static int sfwd[3] = {1, 2, 3};
static int sum_sfwd(void) { return sfwd[0] + sfwd[1] + sfwd[2]; }
int defined_below = 1000;
