declare void @f(ptr)
define void @g(ptr %p) {
  call void @f(ptr inalloca([4294967296 x i8]) %p)
  ret void
}
