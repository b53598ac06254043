target datalayout = "p:64:64:64:32"
define i32 @f(ptr %p) {
  %r = ptrtoaddr ptr %p to i32
  ret i32 %r
}
