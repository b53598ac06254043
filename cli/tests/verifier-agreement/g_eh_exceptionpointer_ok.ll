define ptr @f() personality ptr null {
  invoke void @g() to label %ok unwind label %cs
ok:
  ret ptr null
cs:
  %s = catchswitch within none [label %h] unwind to caller
h:
  %c = catchpad within %s []
  %p = call ptr @llvm.eh.exceptionpointer.p0(token %c)
  catchret from %c to label %ok
}
declare void @g()
declare ptr @llvm.eh.exceptionpointer.p0(token)
