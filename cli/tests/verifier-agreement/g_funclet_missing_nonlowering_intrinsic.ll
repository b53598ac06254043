define void @f(i32 %x) personality ptr @__CxxFrameHandler3 {
  invoke void @g() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %h] unwind to caller
h:
  %c = catchpad within %s []
  %y = call i32 @llvm.ctpop.i32(i32 %x)
  catchret from %c to label %ok
}
declare void @g()
declare i32 @__CxxFrameHandler3(...)
declare i32 @llvm.ctpop.i32(i32)
