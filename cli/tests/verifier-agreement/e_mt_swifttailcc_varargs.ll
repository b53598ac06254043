declare swifttailcc void @g(...)
define swifttailcc void @f(...) {
  musttail call swifttailcc void (...) @g()
  ret void
}
