#include <stdio.h>
#include <stdlib.h>
#include <math.h>

/* Floating-point benchmark: an n-body simulation of the outer planets and the spectral norm of an infinite
   matrix (both classic benchmark kernels, written here from their mathematical definitions). Without
   arguments it does a small amount of work; `bench_2 N` does N times as much (N = 100 takes about a
   second). Prints a checksum. */

#define PI 3.141592653589793
#define SOLAR_MASS (4 * PI * PI)
#define DAYS_PER_YEAR 365.24

#define STEPS_PER_UNIT 100000
#define SPECTRAL_N 360

struct body { double x, y, z, vx, vy, vz, mass; };

static void init_bodies(struct body *b) {
    static const struct body init[5] = {
        {0, 0, 0, 0, 0, 0, SOLAR_MASS},
        {4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01, 1.66007664274403694e-03 * DAYS_PER_YEAR,
         7.69901118419740425e-03 * DAYS_PER_YEAR, -6.90460016972063023e-05 * DAYS_PER_YEAR, 9.54791938424326609e-04 * SOLAR_MASS},
        {8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01, -2.76742510726862411e-03 * DAYS_PER_YEAR,
         4.99852801234917238e-03 * DAYS_PER_YEAR, 2.30417297573763929e-05 * DAYS_PER_YEAR, 2.85885980666130812e-04 * SOLAR_MASS},
        {1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01, 2.96460137564761618e-03 * DAYS_PER_YEAR,
         2.37847173959480950e-03 * DAYS_PER_YEAR, -2.96589568540237556e-05 * DAYS_PER_YEAR, 4.36624404335156298e-05 * SOLAR_MASS},
        {1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01, 2.68067772490389322e-03 * DAYS_PER_YEAR,
         1.62824170038242295e-03 * DAYS_PER_YEAR, -9.51592254519715870e-05 * DAYS_PER_YEAR, 5.15138902046611451e-05 * SOLAR_MASS},
    };
    for (int i = 0; i < 5; i++) b[i] = init[i];
    double px = 0, py = 0, pz = 0;
    for (int i = 0; i < 5; i++) {
        px += b[i].vx * b[i].mass;
        py += b[i].vy * b[i].mass;
        pz += b[i].vz * b[i].mass;
    }
    b[0].vx = -px / SOLAR_MASS;
    b[0].vy = -py / SOLAR_MASS;
    b[0].vz = -pz / SOLAR_MASS;
}

static void advance(struct body *b, int n, double dt) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
            double d2 = dx * dx + dy * dy + dz * dz;
            double mag = dt / (d2 * sqrt(d2));
            b[i].vx -= dx * b[j].mass * mag;
            b[i].vy -= dy * b[j].mass * mag;
            b[i].vz -= dz * b[j].mass * mag;
            b[j].vx += dx * b[i].mass * mag;
            b[j].vy += dy * b[i].mass * mag;
            b[j].vz += dz * b[i].mass * mag;
        }
    for (int i = 0; i < n; i++) {
        b[i].x += dt * b[i].vx;
        b[i].y += dt * b[i].vy;
        b[i].z += dt * b[i].vz;
    }
}

static double energy(const struct body *b, int n) {
    double e = 0;
    for (int i = 0; i < n; i++) {
        e += 0.5 * b[i].mass * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
        for (int j = i + 1; j < n; j++) {
            double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
            e -= b[i].mass * b[j].mass / sqrt(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}

/* spectral norm: A(i,j) = 1 / ((i+j)(i+j+1)/2 + i + 1) */
static double a_elem(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }
static void mul_av(int n, const double *v, double *out) {
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += a_elem(i, j) * v[j];
        out[i] = s;
    }
}
static void mul_atv(int n, const double *v, double *out) {
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += a_elem(j, i) * v[j];
        out[i] = s;
    }
}
static void mul_atav(int n, const double *v, double *out, double *tmp) {
    mul_av(n, v, tmp);
    mul_atv(n, tmp, out);
}
static double spectral_norm(int n) {
    double *u = malloc(sizeof(double) * (size_t)n), *v = malloc(sizeof(double) * (size_t)n),
           *tmp = malloc(sizeof(double) * (size_t)n);
    for (int i = 0; i < n; i++) u[i] = 1;
    for (int i = 0; i < 10; i++) {
        mul_atav(n, u, v, tmp);
        mul_atav(n, v, u, tmp);
    }
    double vbv = 0, vv = 0;
    for (int i = 0; i < n; i++) {
        vbv += u[i] * v[i];
        vv += v[i] * v[i];
    }
    free(u);
    free(v);
    free(tmp);
    return sqrt(vbv / vv);
}

int main(int argc, char **argv) {
    long scale = argc > 1 ? atol(argv[1]) : 1;
    if (scale < 1) scale = 1;
    struct body b[5];
    init_bodies(b);
    double e0 = energy(b, 5);
    long steps = STEPS_PER_UNIT * scale;
    for (long i = 0; i < steps; i++) advance(b, 5, 0.01);
    double e1 = energy(b, 5);
    double sn = 0;
    for (long r = 0; r < scale; r++) sn += spectral_norm(SPECTRAL_N + (int)(r % 7));
    printf("steps=%ld energy before=%.9f after=%.9f\n", steps, e0, e1);
    printf("spectral n=%d rounds=%ld sum=%.9f\n", SPECTRAL_N, scale, sn);
    double chk = e1 * 1e9 + sn * 1e6;
    printf("checksum=%.6f\n", chk);
    return (int)(fmod(fabs(chk), 128.0));
}
