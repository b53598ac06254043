define <2 x double> @f(<2 x double> %a) {
  %r = fneg nnan <2 x double> %a
  ret <2 x double> %r
}
