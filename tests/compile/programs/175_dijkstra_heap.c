#include <stdio.h>
#include <stdlib.h>
#include <limits.h>

/* Dijkstra's shortest paths with a binary heap on a generated grid graph; BFS and path reconstruction. */
#define R 30
#define C 30
#define NV (R * C)

struct item { int dist, v; };
struct heap { struct item *a; int n, cap; };

static void hpush(struct heap *h, int dist, int v) {
    if (h->n == h->cap) {
        h->cap = h->cap ? h->cap * 2 : 64;
        h->a = realloc(h->a, sizeof(struct item) * (size_t)h->cap);
    }
    int i = h->n++;
    while (i > 0) {
        int p = (i - 1) / 2;
        if (h->a[p].dist <= dist) break;
        h->a[i] = h->a[p];
        i = p;
    }
    h->a[i] = (struct item){dist, v};
}
static struct item hpop(struct heap *h) {
    struct item top = h->a[0], last = h->a[--h->n];
    int i = 0;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        struct item mv = last;
        if (l < h->n && h->a[l].dist < mv.dist) { m = l; mv = h->a[l]; }
        if (r < h->n && h->a[r].dist < mv.dist) { m = r; }
        if (m == i) break;
        h->a[i] = h->a[m];
        i = m;
    }
    if (h->n) h->a[i] = last;
    return top;
}

static int weight[NV];

int main(void) {
    unsigned s = 31337;
    for (int i = 0; i < NV; i++) {
        s = s * 1103515245u + 12345u;
        weight[i] = (int)((s >> 16) % 9) + 1;
        if ((s >> 8) % 11 == 0) weight[i] = 1000; /* walls: expensive */
    }
    static int dist[NV], prev[NV];
    for (int i = 0; i < NV; i++) {
        dist[i] = INT_MAX;
        prev[i] = -1;
    }
    struct heap h = {0};
    dist[0] = 0;
    hpush(&h, 0, 0);
    int pops = 0;
    static const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    while (h.n) {
        struct item it = hpop(&h);
        pops++;
        if (it.dist > dist[it.v]) continue;
        int r = it.v / C, c = it.v % C;
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
            int u = nr * C + nc, nd = it.dist + weight[u];
            if (nd < dist[u]) {
                dist[u] = nd;
                prev[u] = it.v;
                hpush(&h, nd, u);
            }
        }
    }
    int len = 0;
    for (int v = NV - 1; v != -1; v = prev[v]) len++;
    long total = 0;
    for (int i = 0; i < NV; i++) total += dist[i];
    printf("dist to corner=%d path len=%d pops=%d total=%ld\n", dist[NV - 1], len, pops, total);
    /* BFS hop counts ignoring weights but avoiding walls */
    static int hops[NV], queue[NV];
    for (int i = 0; i < NV; i++) hops[i] = -1;
    int qh = 0, qt = 0;
    hops[0] = 0;
    queue[qt++] = 0;
    while (qh < qt) {
        int v = queue[qh++], r = v / C, c = v % C;
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
            int u = nr * C + nc;
            if (hops[u] >= 0 || weight[u] == 1000) continue;
            hops[u] = hops[v] + 1;
            queue[qt++] = u;
        }
    }
    printf("bfs reached=%d hops to corner=%d\n", qt, hops[NV - 1]);
    free(h.a);
    return (int)((total + dist[NV - 1] + qt) & 0x7f);
}
