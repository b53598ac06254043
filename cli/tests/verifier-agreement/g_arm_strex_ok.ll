define i32 @f(ptr %p, i32 %v) {
  %r = call i32 @llvm.arm.strex.p0(i32 %v, ptr elementtype(i32) %p)
  ret i32 %r
}
declare i32 @llvm.arm.strex.p0(i32, ptr)
