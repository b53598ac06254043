define available_externally ptr @r() {
  ret ptr null
}
@i = ifunc void (), ptr @r
