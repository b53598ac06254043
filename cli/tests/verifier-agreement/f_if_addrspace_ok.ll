define ptr @r() addrspace(1) {
  ret ptr null
}
@i = ifunc void (), ptr addrspace(1) @r
