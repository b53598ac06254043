declare swifttailcc void @callee(ptr)
define swifttailcc void @caller(ptr %p) {
  musttail call swifttailcc void @callee(ptr byref(i32) %p)
  ret void
}
