declare ptr @g()
declare ptr @llvm.objc.retainAutoreleasedReturnValue(ptr)
define void @f() {
  %x = call ptr @g() [ "clang.arc.attachedcall"(ptr addrspacecast (ptr @llvm.objc.retainAutoreleasedReturnValue to ptr addrspace(1))) ]
  ret void
}
