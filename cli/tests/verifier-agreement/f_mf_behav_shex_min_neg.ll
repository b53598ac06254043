!llvm.module.flags = !{!0}
!0 = !{i32 s0x8, !"a", i32 -1}
