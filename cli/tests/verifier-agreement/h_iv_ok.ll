define {i32, float} @f({i32, float} %a) {
  %r = insertvalue {i32, float} %a, float 1.0, 1
  ret {i32, float} %r
}
