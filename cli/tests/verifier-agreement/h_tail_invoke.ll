declare void @g()
define void @f() {
  tail invoke void @g() to label %a unwind label %a
a:
  ret void
}
