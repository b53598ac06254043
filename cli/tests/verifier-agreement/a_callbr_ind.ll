define void @f(ptr %p) {
  callbr void %p() to label %a []
a:
  ret void
}
