target foo = "x"
