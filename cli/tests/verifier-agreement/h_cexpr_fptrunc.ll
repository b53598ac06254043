@a = global half fptrunc (float 1.0 to half)
