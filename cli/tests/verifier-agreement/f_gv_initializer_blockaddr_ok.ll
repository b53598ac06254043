define void @f() {
bb:
  br label %x
x:
  ret void
}
@p = global ptr blockaddress(@f, %x)
