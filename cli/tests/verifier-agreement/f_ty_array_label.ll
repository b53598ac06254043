@g = external global [2 x label]
