define ptr @r() {
  ret ptr null
}
@i = weak ifunc void (), ptr @r
