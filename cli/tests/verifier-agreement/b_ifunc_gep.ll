define ptr @res() {
  ret ptr null
}
@i = ifunc void (), ptr getelementptr (i8, ptr @res, i64 0)
