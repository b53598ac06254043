define void @f() gc "shadow-stack" {
  %a = alloca ptr
  %b = getelementptr i8, ptr %a, i64 0
  call void @llvm.gcroot(ptr %b, ptr null)
  ret void
}
declare void @llvm.gcroot(ptr, ptr)
