$c = comdat any
declare void @f() comdat($c)
