define [2 x i32] @f(i1 %c) {
entry:
  br label %b
b:
  %r = phi fast [2 x i32] [ zeroinitializer, %entry ]
  ret [2 x i32] %r
}
