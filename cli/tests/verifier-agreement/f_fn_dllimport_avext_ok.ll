define available_externally dllimport void @f() {
  ret void
}
