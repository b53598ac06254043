define ptr @r() {
  ret ptr null
}
@i = private ifunc void (), ptr @r
