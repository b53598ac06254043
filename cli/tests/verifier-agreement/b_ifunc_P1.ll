target datalayout = "P1"
define ptr @res() addrspace(1) {
  ret ptr null
}
@i = ifunc void (), ptr addrspace(1) @res
