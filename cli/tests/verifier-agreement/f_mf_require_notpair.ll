!llvm.module.flags = !{!0}
!0 = !{i32 3, !"a", i32 1}
