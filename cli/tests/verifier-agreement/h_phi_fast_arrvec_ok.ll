define [2 x <2 x half>] @f(i1 %c) {
entry:
  br label %b
b:
  %r = phi nsz [2 x <2 x half>] [ zeroinitializer, %entry ]
  ret [2 x <2 x half>] %r
}
