declare ptr @g()
define void @f() {
  %r = call noalias nonnull ptr @g()
  ret void
}
