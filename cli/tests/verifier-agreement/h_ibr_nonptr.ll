define void @f(i64 %p) {
entry:
  indirectbr i64 %p, [label %a]
a:
  ret void
}
