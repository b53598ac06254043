define {i32} @f({i32} %a) {
  %r = insertvalue {i32} %a, i32 1
  ret {i32} %r
}
