declare tailcc void @g(...)
define tailcc void @f(...) {
  musttail call tailcc void (...) @g(...)
  ret void
}
