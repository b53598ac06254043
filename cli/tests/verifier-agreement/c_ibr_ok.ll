define void @f(ptr %x) {
entry:
  indirectbr ptr %x, [label %a]
a:
  ret void
}
