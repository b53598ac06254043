declare void @g(...)
define void @f() {
  tail call void (...) @g(i32 1)
  ret void
}
