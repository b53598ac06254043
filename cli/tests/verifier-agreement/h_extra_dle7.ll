@a = global ptr dso_local_equivalent @v
@v = global i32 0
@b = global ptr @zz
