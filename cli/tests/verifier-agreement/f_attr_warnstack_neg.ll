define void @f() "warn-stack-size"="-1" {
  ret void
}
