define i32 @f(i64 %x) {
  %r = call i32 @llvm.nvvm.clz.ll(i64 %x)
  ret i32 %r
}
declare i32 @llvm.nvvm.clz.ll(i64)
