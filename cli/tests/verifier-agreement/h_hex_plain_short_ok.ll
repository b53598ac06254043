@a = global double 0x1
