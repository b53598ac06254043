#include <stdio.h>

/* Structures pointing at each other (graph in a static pool), traversal and mutation through pointers. */
struct node {
    int id;
    int weight;
    struct node *next;
    struct node *edges[3];
};

static struct node pool[12];

static int dfs(struct node *n, unsigned *visited, int depth) {
    if (!n || (*visited >> n->id) & 1) return 0;
    *visited |= 1u << n->id;
    int s = n->weight * depth;
    for (int i = 0; i < 3; i++) s += dfs(n->edges[i], visited, depth + 1);
    return s;
}

int main(void) {
    for (int i = 0; i < 12; i++) {
        pool[i].id = i;
        pool[i].weight = (i * 7) % 5 + 1;
        pool[i].next = i + 1 < 12 ? &pool[i + 1] : NULL;
        for (int k = 0; k < 3; k++) pool[i].edges[k] = (i * 3 + k) % 5 == 0 ? NULL : &pool[(i * 5 + k * 7 + 1) % 12];
    }
    int len = 0;
    for (struct node *p = &pool[0]; p; p = p->next) len++;
    unsigned visited = 0;
    int s = dfs(&pool[0], &visited, 1);
    printf("len=%d dfs=%d visited=%03x\n", len, s, visited);
    /* reverse the list in place */
    struct node *prev = NULL, *cur = &pool[0];
    while (cur) {
        struct node *nx = cur->next;
        cur->next = prev;
        prev = cur;
        cur = nx;
    }
    for (struct node *p = prev; p; p = p->next) printf("%d ", p->id);
    printf("\n");
    struct node **pp = &prev->next->next;
    (*pp)->weight += 100;
    printf("w=%d via %d\n", pool[9].weight, (*pp)->id);
    return (s + pool[9].weight) & 0x7f;
}
