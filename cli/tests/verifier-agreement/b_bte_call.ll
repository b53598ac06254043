declare void @f(ptr)
define void @g(ptr %p) {
  call void @f(ptr %p) "branch-target-enforcement"="x"
  ret void
}
