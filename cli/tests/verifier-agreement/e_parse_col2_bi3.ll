declare void @f() #0
attributes #0 = { builtin }
