define ptr @res() {
  ret ptr null
}
@i = ifunc void (), ptr @res
@llvm.used = appending global [1 x ptr] [ptr @i]
