define void @f(i32 %a, i32 %b) {
  %x = call i32 @llvm.sdiv.fix.sat.i32(i32 %a, i32 %b, i32 32)
  ret void
}
