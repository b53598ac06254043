@llvm.used = appending global [1 x ptr] zeroinitializer
