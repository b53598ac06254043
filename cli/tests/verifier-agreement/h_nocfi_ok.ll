declare void @g()
@p = global ptr no_cfi @g
