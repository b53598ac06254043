define thread_local void @f() {
  ret void
}
