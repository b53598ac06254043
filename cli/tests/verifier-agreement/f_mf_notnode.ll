!llvm.module.flags = !{!0}
!0 = !{}
