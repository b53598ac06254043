define {i32, i8} @f() {
  ret {i32, i8} { i32 1, i8 2 }
}
