!llvm.ident = !{!0}
!0 = !{}
