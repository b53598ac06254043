@g = global i32 0
@llvm.compiler.used = global {ptr} {ptr @g}
