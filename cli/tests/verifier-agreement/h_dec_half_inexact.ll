@a = global half 0.1
