define void @test(ptr %p2, ptr %p3) {
  call void @llvm.memmove.p0.p0.i64(ptr %p2, ptr %p3, i64 1000, i16 4, i1 false)
  ret void
}
define void @test2(ptr %p2, ptr %p3) {
  call void @llvm.memmove.p0.p0.i64(ptr %p2, ptr %p3, i64 1000, i32 4, i1 false)
  ret void
}
