define void @f({i32} %a) {
  %p = extractvalue {metadata} undef, 0
  ret void
}
