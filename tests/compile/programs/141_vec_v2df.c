#include <stdio.h>

typedef double v2df __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));

__attribute__((noinline)) static v2df cmul(v2df a, v2df b) {
    /* complex multiply with (re, im) lanes */
    v2df r = {a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]};
    return r;
}
__attribute__((noinline)) static v2df step(v2df pos, v2df vel, double dt) { return pos + vel * dt; }
__attribute__((noinline)) static v2di ge(v2df a, v2df b) { return a >= b; }
__attribute__((noinline)) static v2df vmax(v2df a, v2df b) {
    v2di m = a > b;
    v2di ai = (v2di)a, bi = (v2di)b;
    return (v2df)((ai & m) | (bi & ~m));
}

int main(void) {
    v2df z = {1, 0}, w = {0.8, 0.6};
    for (int i = 0; i < 20; i++) z = cmul(z, w);
    printf("w^20 = (%.15f, %.15f)\n", z[0], z[1]);
    v2df pos = {0, 10}, vel = {1.5, 0};
    for (int i = 0; i < 100; i++) {
        vel[1] -= 0.0981;
        pos = step(pos, vel, 0.1);
        if (pos[1] < 0) {
            pos[1] = -pos[1];
            vel[1] = -vel[1] * 0.9;
        }
    }
    printf("pos = (%.10f, %.10f) vel = (%.10f, %.10f)\n", pos[0], pos[1], vel[0], vel[1]);
    v2di g = ge((v2df){1, 2}, (v2df){1, 3});
    v2df m = vmax((v2df){-1, 5}, (v2df){2, -5});
    printf("ge = %lld %lld max = %g %g\n", g[0], g[1], m[0], m[1]);
    return (int)(pos[0] + pos[1] * 10) & 0x7f;
}
