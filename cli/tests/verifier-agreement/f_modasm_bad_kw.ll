module foo "x"
