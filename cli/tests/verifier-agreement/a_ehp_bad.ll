declare ptr @llvm.eh.exceptionpointer.p0(token)
define void @f() {
  %x = call ptr @llvm.eh.exceptionpointer.p0(token none)
  ret void
}
