define {half, half} @f(i1 %c, {half, half} %a) {
  %r = select fast i1 %c, {half, half} %a, {half, half} %a
  ret {half, half} %r
}
