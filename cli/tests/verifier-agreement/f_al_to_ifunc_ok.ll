define ptr @r() {
  ret ptr null
}
@i = ifunc void (), ptr @r
@a = alias void (), ptr @i
