define void @f(ptr %p) {
entry:
  indirectbr ptr %p, [label %a, label %a]
a:
  ret void
}
