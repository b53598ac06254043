#include <stdio.h>
#include <math.h>
#include <float.h>

int main(void) {
    volatile double big = DBL_MAX;
    volatile float fbig = FLT_MAX;
    double inf = big * 2.0;
    float finf = fbig * 2.0f;
    printf("inf=%f -inf=%f finf=%f\n", inf, -inf, (double)finf);
    printf("inf-inf nan? %d inf*0 nan? %d 1/inf=%g -1/inf=%g\n", isnan(inf - inf) != 0, isnan(inf * 0.0) != 0, 1.0 / inf,
           -1.0 / inf);
    printf("DBL_MAX=%.17g DBL_MIN=%.17g DBL_EPSILON=%.17g\n", DBL_MAX, DBL_MIN, DBL_EPSILON);
    printf("FLT_MAX=%.9g FLT_MIN=%.9g FLT_EPSILON=%.9g\n", (double)FLT_MAX, (double)FLT_MIN, (double)FLT_EPSILON);
    volatile double dmin = DBL_MIN;
    double sub = dmin / 1024.0;
    printf("subnormal=%.17g class=%d isnormal=%d\n", sub, fpclassify(sub) == FP_SUBNORMAL, isnormal(sub) != 0);
    double x = 1.0;
    int steps = 0;
    while (!isinf(x)) { x *= 10.0; steps++; }
    double y = 1.0;
    int down = 0;
    while (y != 0.0) { y /= 2.0; down++; }
    printf("steps to inf=%d steps to 0=%d\n", steps, down);
    printf("huge float from double: %f\n", (double)(float)(big));
    printf("HUGE_VAL=%f INFINITY=%f\n", HUGE_VAL, (double)INFINITY);
    printf("inf>big:%d -inf<-big:%d\n", inf > big, -inf < -big);
    return steps + down;
}
