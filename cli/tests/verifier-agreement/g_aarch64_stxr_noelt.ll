define i32 @f(ptr %p, i64 %v) {
  %r = call i32 @llvm.aarch64.stxr.p0(i64 %v, ptr %p)
  ret i32 %r
}
declare i32 @llvm.aarch64.stxr.p0(i64, ptr)
