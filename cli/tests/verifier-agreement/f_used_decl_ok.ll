@llvm.used = external global [1 x ptr]
