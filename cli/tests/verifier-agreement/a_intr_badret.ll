declare i32 @llvm.trap()
define void @f() {
  %x = call i32 @llvm.trap()
  ret void
}
