@m = global i32 0
define void @f() gc "shadow-stack" {
  %a = alloca i32
  call void @llvm.gcroot(ptr %a, ptr @m)
  ret void
}
declare void @llvm.gcroot(ptr, ptr)
