define i1 @f() {
  %r = call i1 @llvm.experimental.widenable.condition()
  ret i1 %r
}
declare i1 @llvm.experimental.widenable.condition()
