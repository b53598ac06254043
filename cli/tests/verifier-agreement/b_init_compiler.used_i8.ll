@llvm.compiler.used = appending global [1 x i8] [i8 0]
