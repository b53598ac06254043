define {half, float} @f(i1 %c, {half, float} %a) {
  %r = select fast i1 %c, {half, float} %a, {half, float} %a
  ret {half, float} %r
}
