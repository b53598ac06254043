declare void @g()
declare ptr @llvm.objc.retainAutoreleasedReturnValue(ptr)
define void @f() {
  call void @g() [ "clang.arc.attachedcall"(ptr @llvm.objc.retainAutoreleasedReturnValue) ]
  ret void
}
