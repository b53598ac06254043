define ptr @f(ptr %p) {
  %r = addrspacecast ptr %p to ptr
  ret ptr %r
}
