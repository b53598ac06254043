#include <stdio.h>
#include <string.h>

/* Conway's game of life on a torus with a glider gun-like seed; prints a few generations and population counts. */
#define W 40
#define H 20
static unsigned char grid[H][W], next[H][W];

static int neighbours(int y, int x) {
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if (dy || dx) n += grid[(y + dy + H) % H][(x + dx + W) % W];
    return n;
}
static int step(void) {
    int pop = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int n = neighbours(y, x);
            next[y][x] = (unsigned char)(n == 3 || (n == 2 && grid[y][x]));
            pop += next[y][x];
        }
    memcpy(grid, next, sizeof grid);
    return pop;
}
static void show(void) {
    for (int y = 0; y < H; y++) {
        char line[W + 1];
        for (int x = 0; x < W; x++) line[x] = grid[y][x] ? '#' : '.';
        line[W] = 0;
        puts(line);
    }
}

int main(void) {
    static const char *seed[] = {"........................#...........",
                                 "......................#.#...........",
                                 "............##......##............##",
                                 "...........#...#....##............##",
                                 "##........#.....#...##..............",
                                 "##........#...#.##....#.#...........",
                                 "..........#.....#.......#...........",
                                 "...........#...#....................",
                                 "............##......................"};
    for (int y = 0; y < 9; y++)
        for (int x = 0; seed[y][x]; x++) grid[y + 2][x + 1] = seed[y][x] == '#';
    unsigned h = 0;
    int pop = 0;
    for (int g = 1; g <= 60; g++) {
        pop = step();
        h = h * 31 + (unsigned)pop;
        if (g % 15 == 0) printf("gen %d pop %d\n", g, pop);
    }
    show();
    printf("h=%u\n", h);
    return (int)((h + (unsigned)pop) & 0x7f);
}
