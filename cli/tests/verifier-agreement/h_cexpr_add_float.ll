@a = global float add (float 1.0, float 2.0)
