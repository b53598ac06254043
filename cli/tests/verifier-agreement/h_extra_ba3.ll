define void @f() {
entry:
  ret void
}
@p = global ptr blockaddress(@f, %nope)
