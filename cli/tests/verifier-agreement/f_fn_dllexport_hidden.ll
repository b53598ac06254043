define hidden dllexport void @f() {
  ret void
}
