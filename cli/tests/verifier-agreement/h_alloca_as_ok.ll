target datalayout = "A5"
define void @f() {
  %p = alloca i32, addrspace(5)
  ret void
}
