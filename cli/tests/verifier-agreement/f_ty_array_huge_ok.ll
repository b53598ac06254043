@g = external global [18446744073709551615 x i8]
