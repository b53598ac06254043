!llvm.module.flags = !{!0}
!0 = !{i32 0, !"a", i32 1}
