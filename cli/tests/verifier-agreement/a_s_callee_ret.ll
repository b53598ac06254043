declare ptr @id(ptr returned)
define void @f() {
  %p = call ptr @id(ptr @llvm.trap)
  call i32 %p()
  ret void
}
declare void @llvm.trap()
