define void @g() {
entry:
  ret void
x:
  ret void
}
define void @f() {
entry:
  %p = getelementptr i8, ptr blockaddress(@g, %y), i64 0
  ret void
y:
  ret void
}
