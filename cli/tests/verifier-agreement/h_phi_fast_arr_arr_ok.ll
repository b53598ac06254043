define [2 x [2 x double]] @f(i1 %c) {
entry:
  br label %b
b:
  %r = phi fast [2 x [2 x double]] [ zeroinitializer, %entry ]
  ret [2 x [2 x double]] %r
}
