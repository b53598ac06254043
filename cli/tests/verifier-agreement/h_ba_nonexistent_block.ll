@p = global ptr blockaddress(@f, %nope)
define void @f() {
entry:
  ret void
}
