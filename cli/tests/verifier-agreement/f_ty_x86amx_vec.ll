declare void @f(<2 x x86_amx>)
