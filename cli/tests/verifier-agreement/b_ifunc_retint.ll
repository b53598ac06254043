define i64 @res() {
  ret i64 0
}
@i = ifunc void (), ptr @res
