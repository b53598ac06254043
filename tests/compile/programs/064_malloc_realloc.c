#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node { int key; struct node *left, *right; };

static struct node *insert(struct node *t, int key) {
    if (!t) {
        struct node *n = malloc(sizeof *n);
        n->key = key;
        n->left = n->right = NULL;
        return n;
    }
    if (key < t->key) t->left = insert(t->left, key);
    else if (key > t->key) t->right = insert(t->right, key);
    return t;
}
static int height(const struct node *t) {
    if (!t) return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}
static void inorder(const struct node *t, int *out, int *n) {
    if (!t) return;
    inorder(t->left, out, n);
    out[(*n)++] = t->key;
    inorder(t->right, out, n);
}
static void destroy(struct node *t) {
    if (!t) return;
    destroy(t->left);
    destroy(t->right);
    free(t);
}

int main(void) {
    struct node *root = NULL;
    unsigned s = 99;
    for (int i = 0; i < 500; i++) {
        s = s * 1664525u + 1013904223u;
        root = insert(root, (int)(s % 1000));
    }
    int *out = malloc(1000 * sizeof(int));
    int n = 0;
    inorder(root, out, &n);
    int ok = 1;
    for (int i = 1; i < n; i++) ok &= out[i - 1] < out[i];
    printf("distinct=%d sorted=%d height=%d first=%d last=%d\n", n, ok, height(root), out[0], out[n - 1]);
    destroy(root);
    char *str = NULL;
    size_t len = 0;
    for (int i = 0; i < 50; i++) {
        char piece[16];
        int pl = snprintf(piece, sizeof piece, "%d;", i * i);
        str = realloc(str, len + (size_t)pl + 1);
        memcpy(str + len, piece, (size_t)pl + 1);
        len += (size_t)pl;
    }
    printf("len=%zu tail=%s\n", len, str + len - 12);
    double *z = calloc(64, sizeof(double));
    int allzero = 1;
    for (int i = 0; i < 64; i++) allzero &= z[i] == 0.0;
    free(z);
    out = realloc(out, 10 * sizeof(int));
    int keep = out[9];
    free(out);
    free(str);
    printf("allzero=%d keep=%d\n", allzero, keep);
    return (n + keep + (int)len) & 0x7f;
}
