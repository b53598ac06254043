declare void @foo(metadata)
define void @f(i32 %x) {
  call void @foo(metadata i32 %x)
  ret void
}
