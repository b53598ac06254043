define void @f() prefix void {
  ret void
}
