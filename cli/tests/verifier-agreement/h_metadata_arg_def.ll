define void @f(metadata %m) {
  ret void
}
