attributes #0 = { builtin }
declare void @f() #0
