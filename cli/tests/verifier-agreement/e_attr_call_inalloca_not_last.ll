%T = type { i32 }
declare void @g(ptr, i32)
define void @f() {
  %a = alloca inalloca %T
  call void @g(ptr inalloca(%T) %a, i32 0)
  ret void
}
