declare void @f() "sign-return-address"="non-leaf" "sign-return-address-key"="b_key"
declare void @g() "sign-return-address"="none"
