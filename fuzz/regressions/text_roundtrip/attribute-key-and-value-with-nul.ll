define void @f() "a\00b"="c" "k"="v\00w" {
  ret void
}
