declare void @f() "sign-return-address-key"="a_key"
