declare i32 @llvm.ctpop.i32(i32)
define void @f() {
  %a = call i32 @llvm.ctpop.i32(i32 1)
  ret void
}
