define i64 @f() {
  %r = call i64 @llvm.x86.rdtsc()
  ret i64 %r
}
declare i64 @llvm.x86.rdtsc()
