declare void @g()
@p = global ptr dso_local_equivalent @g
