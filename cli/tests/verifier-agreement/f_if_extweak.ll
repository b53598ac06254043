define ptr @r() {
  ret ptr null
}
@i = extern_weak ifunc void (), ptr @r
