define void @f(i32 %a) {
  %x = call i64 @llvm.llrint.i64.i32(i32 %a)
  ret void
}
