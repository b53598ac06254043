@g = global i32 0
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define void @f(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 icmp eq (ptr @g, ptr null))
  ret void
}
