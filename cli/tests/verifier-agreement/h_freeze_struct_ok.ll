define {i32, ptr} @f({i32, ptr} %a) {
  %r = freeze {i32, ptr} %a
  ret {i32, ptr} %r
}
