define void @f(ptr %p) {
entry:
  indirectbr ptr %p, []
}
