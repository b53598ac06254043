define void @f() {
  ret void
}
@i = ifunc void (), ptr @f
