declare ptr @g()
define void @f() {
  %r = call nnan ptr @g()
  ret void
}
