declare void @g(ptr preallocated(i32))
define void @f(ptr %a, i32 %x) {
  call void @g(ptr preallocated(i32) %a) ["preallocated"(i32 %x)]
  ret void
}
