define void @g() {
  store ptr blockaddress(@f, %nope), ptr null
  ret void
}
define void @f() {
entry:
  ret void
}
