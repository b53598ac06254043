define i32 @f() {
  %r = call i32 @llvm.experimental.widenable.condition()
  ret i32 %r
}
declare i32 @llvm.experimental.widenable.condition()
