define {i32} @f(i1 %c, {i32} %a, {i32} %b) {
  %r = select i1 %c, {i32} %a, {i32} %b
  ret {i32} %r
}
