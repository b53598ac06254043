define void @ok(ptr readonly %q) {
  ret void
}
define void @f(ptr readonly writeonly %p) {
  ret void
}
