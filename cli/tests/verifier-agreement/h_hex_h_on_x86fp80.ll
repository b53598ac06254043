@a = global x86_fp80 0xH3C00
