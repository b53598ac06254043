attributes #0 = { }
