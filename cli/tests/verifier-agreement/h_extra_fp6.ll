@g = global half 0xR4F80
