define <2 x i1> @f(<2 x i32> %a) {
  %r = icmp samesign sgt <2 x i32> %a, zeroinitializer
  ret <2 x i1> %r
}
