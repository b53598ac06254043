define i32 @f() {
  %p = call i32 @llvm.eh.exceptioncode(token none)
  ret i32 %p
}
declare i32 @llvm.eh.exceptioncode(token)
