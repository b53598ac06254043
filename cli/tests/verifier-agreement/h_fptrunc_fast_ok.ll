define half @f(float %a) {
  %r = fptrunc fast float %a to half
  ret half %r
}
