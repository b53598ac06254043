define ptr @r() {
  ret ptr null
}
@i = dllimport ifunc void (), ptr @r
