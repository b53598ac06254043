declare void @llvm.foo(token)
define void @f() {
  call void @llvm.foo(token zeroinitializer)
  ret void
}
