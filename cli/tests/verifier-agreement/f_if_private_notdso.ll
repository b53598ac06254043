define ptr @r() {
  ret ptr null
}
@i = private dso_preemptable ifunc void (), ptr @r
