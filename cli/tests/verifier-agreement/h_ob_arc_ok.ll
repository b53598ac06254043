declare ptr @g()
declare ptr @llvm.objc.retainAutoreleasedReturnValue(ptr)
define void @f() {
  %r = call ptr @g() [ "clang.arc.attachedcall"(ptr @llvm.objc.retainAutoreleasedReturnValue) ]
  ret void
}
