declare void @llvm.gcroot(ptr, ptr)
declare ptr @id(ptr returned)
define void @f() gc "shadow-stack" {
  %a = alloca ptr
  %b = call ptr @id(ptr %a)
  call void @llvm.gcroot(ptr %b, ptr null)
  ret void
}
