!llvm.module.flags = !{!0}
!0 = !{i4 -8, !"a", i32 1}
