declare void @f(x86_amx)
