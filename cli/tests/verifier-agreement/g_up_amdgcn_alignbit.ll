define i32 @f(i32 %a, i32 %b, i32 %c) {
  %r = call i32 @llvm.amdgcn.alignbit(i32 %a, i32 %b, i32 %c)
  ret i32 %r
}
declare i32 @llvm.amdgcn.alignbit(i32, i32, i32)
