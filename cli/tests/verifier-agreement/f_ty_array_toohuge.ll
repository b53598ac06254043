@g = external global [18446744073709551616 x i8]
