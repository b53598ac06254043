@g = external global i0
