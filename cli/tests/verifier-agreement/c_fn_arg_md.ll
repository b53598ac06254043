declare void @f(metadata)
define void @g(metadata %m) {
  ret void
}
