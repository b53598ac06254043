define ptr @r() {
  ret ptr null
}
@j = ifunc ptr (), ptr @r
@i = ifunc void (), ptr @j
