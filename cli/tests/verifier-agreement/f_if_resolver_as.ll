define ptr @r() {
  ret ptr null
}
@i = ifunc void (), ptr addrspace(1) addrspacecast (ptr @r to ptr addrspace(1))
