define void @f(ptr readnone readonly %p) {
  ret void
}
