declare i32 @llvm.eh.exceptioncode(token)
define void @f() {
  %x = call i32 @llvm.eh.exceptioncode(token none)
  ret void
}
