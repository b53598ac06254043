define void @f(token %t) {
  call void @g() [ "convergencectrl"(token %t) ]
  ret void
}
declare void @g() convergent
