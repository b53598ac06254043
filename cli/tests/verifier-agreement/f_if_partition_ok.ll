define ptr @r() {
  ret ptr null
}
@i = ifunc void (), ptr @r, partition "p"
