define i32 @f() {
  %r = call i32 @llvm.get.dynamic.area.offset.i32()
  ret i32 %r
}
declare i32 @llvm.get.dynamic.area.offset.i32()
