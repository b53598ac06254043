@llvm.compiler.used = appending global [1 x ptr] undef
