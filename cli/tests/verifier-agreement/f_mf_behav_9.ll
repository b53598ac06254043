!llvm.module.flags = !{!0}
!0 = !{i32 9, !"a", i32 1}
