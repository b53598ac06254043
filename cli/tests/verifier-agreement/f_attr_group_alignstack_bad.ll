attributes #0 = { alignstack=3 }
