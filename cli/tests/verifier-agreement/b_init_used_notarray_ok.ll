@g = global i32 0
@llvm.used = appending global ptr @g
