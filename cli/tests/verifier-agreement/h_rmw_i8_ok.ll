define i8 @f(ptr %p) {
  %v = atomicrmw volatile nand ptr %p, i8 1 syncscope("x") acq_rel, align 1
  ret i8 %v
}
