$c = comdat any
define ptr @r() {
  ret ptr null
}
@i = ifunc void (), ptr @r, comdat($c)
