define ptr @r() {
  ret ptr null
}
@a = alias ptr (), ptr @r
@i = ifunc void (), ptr @a
