define void @f() "frame-pointer"="some" {
  ret void
}
