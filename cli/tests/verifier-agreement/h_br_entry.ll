define void @f() {
entry:
  br label %entry
}
