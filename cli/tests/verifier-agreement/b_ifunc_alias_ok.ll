define ptr @res() {
  ret ptr null
}
@al = alias ptr (), ptr @res
@i = ifunc void (), ptr @al
