define void @f(i64 %x) {
entry:
  indirectbr i64 %x, [label %a]
a:
  ret void
}
