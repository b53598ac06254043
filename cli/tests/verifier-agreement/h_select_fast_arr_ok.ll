define [3 x float] @f(i1 %c, [3 x float] %a) {
  %r = select nsz i1 %c, [3 x float] %a, [3 x float] %a
  ret [3 x float] %r
}
