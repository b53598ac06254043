declare void @f() "sign-return-address"="all" "sign-return-address-key"="c_key"
