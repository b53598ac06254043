define half @f(float %p) {
  %r = fpext float %p to half
  ret half %r
}
