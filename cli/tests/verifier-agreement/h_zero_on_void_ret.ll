define void @f() {
  ret void zeroinitializer
}
