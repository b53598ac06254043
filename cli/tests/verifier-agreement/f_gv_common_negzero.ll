@g = common global float -0.0
