declare i32 @llvm.ctlz.i32(i32, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define i32 @f(i32 %x, ptr %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %r
}
