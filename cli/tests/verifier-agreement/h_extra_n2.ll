define void @f() {
"a\00b":
  ret void
}
