define i64 @f(ptr %p) {
  %r = call i64 @llvm.aarch64.ldxr.p0(ptr elementtype(i32) %p)
  ret i64 %r
}
declare i64 @llvm.aarch64.ldxr.p0(ptr)
