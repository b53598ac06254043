@ti = external global ptr
define i32 @f() {
  %r = call i32 @llvm.eh.typeid.for(ptr @ti)
  ret i32 %r
}
declare i32 @llvm.eh.typeid.for(ptr)
