@a = global i1 2
