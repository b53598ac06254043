@llvm.foo = global i32 0
