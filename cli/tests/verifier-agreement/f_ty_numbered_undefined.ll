@g = external global %3
