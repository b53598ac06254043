define void @f(i32 %a, i32 %b) {
  %x = call i32 @llvm.smul.fix.i32(i32 %a, i32 %b, i32 31)
  ret void
}
