define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %a
ok:
  ret void
a:
  %cs = catchswitch within %cp [label %b] unwind to caller
b:
  %cp = catchpad within %cs []
  invoke void @g() to label %ok unwind label %a
}
declare void @g()
declare i32 @p(...)
