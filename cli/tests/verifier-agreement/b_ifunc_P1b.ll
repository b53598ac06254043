target datalayout = "P1"
define ptr @res() {
  ret ptr null
}
@i = ifunc void (), ptr @res
