!llvm.module.flags = !{!0}
!0 = !{i32 u0x1, !"a", i32 1}
