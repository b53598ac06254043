@p = global ptr addrspace(1) blockaddress(@f, %b)
define void @f() addrspace(1) {
entry:
  br label %b
b:
  ret void
}
