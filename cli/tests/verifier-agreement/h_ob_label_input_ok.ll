declare void @g()
define void @f() {
entry:
  br label %e
e:
  call void @g() [ "foo"(label %e) ]
  ret void
}
