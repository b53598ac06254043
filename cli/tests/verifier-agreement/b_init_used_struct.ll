@g = global i32 0
@llvm.used = global {ptr} {ptr @g}
