define void @f() "sign-return-address"="some" {
  ret void
}
