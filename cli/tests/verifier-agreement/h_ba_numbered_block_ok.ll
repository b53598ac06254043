@p = global ptr blockaddress(@f, %1)
define void @f() {
  br label %1
1:
  ret void
}
