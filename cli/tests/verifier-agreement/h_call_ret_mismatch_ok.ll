declare i32 @g()
define void @f() {
  %r = call i64 @g()
  ret void
}
