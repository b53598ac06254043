define float @f(ptr %p) {
  %r = ptrtoint ptr %p to float
  ret float %r
}
