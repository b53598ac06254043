define ptr @r() {
  ret ptr null
}
@i = dllexport ifunc void (), ptr @r
