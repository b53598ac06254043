define ptr @res() {
  ret ptr null
}
@i = ifunc void (), ptr addrspace(1) addrspacecast (ptr @res to ptr addrspace(1))
