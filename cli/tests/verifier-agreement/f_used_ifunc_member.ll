define ptr @r() {
  ret ptr null
}
@i = ifunc void (), ptr @r
@llvm.used = appending global [1 x ptr] [ptr @i]
