define ptr @r() {
  ret ptr null
}
@i = thread_local ifunc void (), ptr @r
