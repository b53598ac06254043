define i32 @f(i32 %a, i32 %b) {
  %r = call i32 @llvm.minimumnum.i32(i32 %a, i32 %b)
  ret i32 %r
}
declare i32 @llvm.minimumnum.i32(i32, i32)
