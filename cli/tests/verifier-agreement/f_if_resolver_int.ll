define i32 @r() {
  ret i32 0
}
@i = ifunc void (), ptr @r
