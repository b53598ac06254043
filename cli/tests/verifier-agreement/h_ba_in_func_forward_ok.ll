define ptr @f() {
entry:
  ret ptr blockaddress(@g, %b)
}
define void @g() {
entry:
  br label %b
b:
  ret void
}
