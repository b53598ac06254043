define <2 x i1> @f(<2 x ptr> %a) {
  %r = icmp eq <2 x ptr> %a, zeroinitializer
  ret <2 x i1> %r
}
