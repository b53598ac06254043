declare swifttailcc void @callee(ptr)
define swifttailcc void @caller(ptr inreg %p) {
  musttail call swifttailcc void @callee(ptr %p)
  ret void
}
