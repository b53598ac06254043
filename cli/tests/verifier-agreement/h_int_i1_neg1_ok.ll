@a = global i1 -1
