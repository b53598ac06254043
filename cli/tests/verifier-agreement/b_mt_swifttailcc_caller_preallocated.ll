declare swifttailcc void @callee(ptr)
define swifttailcc void @caller(ptr preallocated(i32) %p) {
  musttail call swifttailcc void @callee(ptr %p)
  ret void
}
