declare void @f() "sign-return-address"="some"
