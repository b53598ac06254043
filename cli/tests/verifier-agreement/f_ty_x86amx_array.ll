@g = external global [2 x x86_amx]
