declare cc 77 void @g()
define void @f() {
  call cc 77 void @g()
  ret void
}
