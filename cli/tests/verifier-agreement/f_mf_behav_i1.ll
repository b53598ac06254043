!llvm.module.flags = !{!0}
!0 = !{i1 1, !"a", i32 1}
