define i64 @f() {
  %r = call i64 @llvm.get.dynamic.area.offset.i64()
  ret i64 %r
}
declare i64 @llvm.get.dynamic.area.offset.i64()
