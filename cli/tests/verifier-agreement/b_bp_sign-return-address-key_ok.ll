define void @f() #0 {
  ret void
}
attributes #0 = { "sign-return-address-key"="false" }
