declare token @t()
declare void @g(ptr preallocated(i32))
define void @f(ptr %a) {
  %t = call token @t()
  call void @g(ptr preallocated(i32) %a) ["preallocated"(token %t)]
  ret void
}
