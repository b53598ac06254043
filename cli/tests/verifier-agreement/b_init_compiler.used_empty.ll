@llvm.compiler.used = appending global [0 x ptr] []
