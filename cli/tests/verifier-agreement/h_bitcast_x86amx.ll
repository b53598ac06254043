define x86_amx @f(i64 %p) {
  %r = bitcast i64 %p to x86_amx
  ret x86_amx %r
}
