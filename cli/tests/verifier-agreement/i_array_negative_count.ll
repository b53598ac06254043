@g = external global [-1 x i8]
