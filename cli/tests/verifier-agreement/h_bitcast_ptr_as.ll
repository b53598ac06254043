define ptr addrspace(1) @f(ptr %p) {
  %r = bitcast ptr %p to ptr addrspace(1)
  ret ptr addrspace(1) %r
}
