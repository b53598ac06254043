@g = external global %T
