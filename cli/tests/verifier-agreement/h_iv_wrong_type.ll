define {i32, float} @f({i32, float} %a) {
  %r = insertvalue {i32, float} %a, i32 1, 1
  ret {i32, float} %r
}
