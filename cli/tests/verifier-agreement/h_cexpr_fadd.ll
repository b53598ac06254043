@a = global float fadd (float 1.0, float 2.0)
