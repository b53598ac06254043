@a = global i1 false
