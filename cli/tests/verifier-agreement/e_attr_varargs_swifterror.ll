declare void @g(i32, ...)
define void @f(ptr swifterror %p) {
  call void (i32, ...) @g(i32 0, ptr swifterror %p)
  ret void
}
