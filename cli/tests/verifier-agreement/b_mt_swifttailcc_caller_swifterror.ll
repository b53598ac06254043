declare swifttailcc void @callee(ptr)
define swifttailcc void @caller(ptr swifterror %e, ptr %p) {
  musttail call swifttailcc void @callee(ptr %p)
  ret void
}
