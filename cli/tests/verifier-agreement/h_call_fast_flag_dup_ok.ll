declare float @g()
define void @f() {
  %r = call fast fast nnan float @g()
  ret void
}
