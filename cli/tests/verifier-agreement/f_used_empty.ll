@llvm.used = appending global [0 x ptr] []
