define void @f() "vector-function-abi-variant"="bogus" {
  ret void
}
