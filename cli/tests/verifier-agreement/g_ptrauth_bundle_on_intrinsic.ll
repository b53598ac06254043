define void @f() {
  call void @llvm.donothing() [ "ptrauth"(i32 0, i64 0) ]
  ret void
}
declare void @llvm.donothing()
