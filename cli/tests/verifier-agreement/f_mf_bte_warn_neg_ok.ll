!llvm.module.flags = !{!0}
!0 = !{i32 2, !"branch-target-enforcement", i32 -1}
