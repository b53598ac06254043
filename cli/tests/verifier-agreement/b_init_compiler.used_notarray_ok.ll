@g = global i32 0
@llvm.compiler.used = appending global ptr @g
