declare i32 @p(...)
define void @f() personality ptr @p {
  ret void
}
