declare void @llvm.gcroot(ptr, ptr)
define void @f() gc "shadow-stack" {
  %a = alloca ptr
  %b = getelementptr i8, ptr %a, i64 1
  call void @llvm.gcroot(ptr %b, ptr null)
  ret void
}
