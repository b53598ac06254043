@p = global ptr blockaddress(@f, %b)
define void @f() addrspace(1) {
entry:
  br label %b
b:
  ret void
}
