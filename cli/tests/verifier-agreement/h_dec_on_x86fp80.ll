@a = global x86_fp80 1.0
