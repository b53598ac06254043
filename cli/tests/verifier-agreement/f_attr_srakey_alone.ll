define void @f() "sign-return-address-key"="a_key" {
  ret void
}
