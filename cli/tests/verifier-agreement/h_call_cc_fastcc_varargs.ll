declare fastcc void @g(i32, ...)
define void @f() {
  call fastcc void (i32, ...) @g(i32 1)
  ret void
}
