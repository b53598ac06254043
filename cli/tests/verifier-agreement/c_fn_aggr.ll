define {i32, i32} @f() {
  ret {i32, i32} zeroinitializer
}
