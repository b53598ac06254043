declare i32 @g()
define void @f() {
  %r = call nonnull i32 @g()
  ret void
}
