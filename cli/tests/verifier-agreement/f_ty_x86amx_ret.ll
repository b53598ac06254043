declare x86_amx @f()
