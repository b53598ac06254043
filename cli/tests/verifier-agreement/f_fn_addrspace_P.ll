target datalayout = "P4"
define void @f() addrspace("P") {
  ret void
}
@p = global ptr addrspace(4) @f
