@a = global double 0.1
