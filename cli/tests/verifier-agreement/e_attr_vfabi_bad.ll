declare void @f() "vector-function-abi-variant"="foo"
