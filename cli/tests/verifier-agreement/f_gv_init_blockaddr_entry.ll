define void @f() {
bb:
  ret void
}
@p = global ptr blockaddress(@f, %bb)
