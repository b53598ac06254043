define void @f() gc "shadow-stack" {
  %a = alloca [2 x ptr]
  %b = getelementptr inbounds i8, ptr %a, i64 8
  call void @llvm.gcroot(ptr %b, ptr null)
  ret void
}
declare void @llvm.gcroot(ptr, ptr)
