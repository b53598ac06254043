define ptr addrspace(1) @r() {
  ret ptr addrspace(1) null
}
@i = ifunc void (), ptr @r
