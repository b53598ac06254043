declare ptr @g()
define void @f() {
  %r = call byval(i32) ptr @g()
  ret void
}
