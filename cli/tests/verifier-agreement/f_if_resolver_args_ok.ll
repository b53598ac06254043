define ptr @r(i32 %x) {
  ret ptr null
}
@i = ifunc void (), ptr @r
