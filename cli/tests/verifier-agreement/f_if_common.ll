define ptr @r() {
  ret ptr null
}
@i = common ifunc void (), ptr @r
