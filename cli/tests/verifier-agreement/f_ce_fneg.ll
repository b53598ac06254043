@p = global float fneg (float 1.0)
