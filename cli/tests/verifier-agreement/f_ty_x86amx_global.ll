@g = external global x86_amx
