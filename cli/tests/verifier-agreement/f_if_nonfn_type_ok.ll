define ptr @r() {
  ret ptr null
}
@i = ifunc i32, ptr @r
