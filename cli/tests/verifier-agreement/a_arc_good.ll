declare ptr @g()
declare ptr @llvm.objc.retainAutoreleasedReturnValue(ptr)
define void @f() {
  %x = call ptr @g() [ "clang.arc.attachedcall"(ptr @llvm.objc.retainAutoreleasedReturnValue) ]
  ret void
}
