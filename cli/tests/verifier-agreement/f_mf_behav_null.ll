!llvm.module.flags = !{!0}
!0 = !{null, !"a", i32 1}
