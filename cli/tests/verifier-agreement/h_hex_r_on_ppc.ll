@a = global ppc_fp128 0xR3F80
