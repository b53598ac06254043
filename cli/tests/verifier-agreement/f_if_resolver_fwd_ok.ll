@i = ifunc void (), ptr @r
define ptr @r() {
  ret ptr null
}
