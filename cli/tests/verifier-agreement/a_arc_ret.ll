declare i32 @g()
declare ptr @llvm.objc.retainAutoreleasedReturnValue(ptr)
define void @f() {
  %x = call i32 @g() [ "clang.arc.attachedcall"(ptr @llvm.objc.retainAutoreleasedReturnValue) ]
  ret void
}
