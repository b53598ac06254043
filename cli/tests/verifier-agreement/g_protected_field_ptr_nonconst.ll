define void @f(ptr %p, i64 %d) {
  %q = call ptr @llvm.protected.field.ptr.p0(ptr %p, i64 %d, i1 true)
  store ptr null, ptr %q
  ret void
}
declare ptr @llvm.protected.field.ptr.p0(ptr, i64, i1)
