target datalayout = "A5"
define void @f() {
  %a = alloca i32
  store i32 0, ptr addrspace(5) %a
  ret void
}
