target datalayout = "p1:32:32:32:16"
define i16 @f(ptr addrspace(1) %p) {
  %r = ptrtoaddr ptr addrspace(1) %p to i16
  ret i16 %r
}
