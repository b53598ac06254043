@p = global ptr addrspace(1) @a
@a = ifunc void (), ptr @r
define ptr @r() {
  ret ptr null
}
