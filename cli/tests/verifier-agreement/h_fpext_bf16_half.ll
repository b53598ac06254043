define half @f(bfloat %p) {
  %r = fpext bfloat %p to half
  ret half %r
}
