declare fastcc void @g()
define void @f() {
  call coldcc void @g()
  ret void
}
