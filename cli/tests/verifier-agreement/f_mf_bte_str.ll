!llvm.module.flags = !{!0}
!0 = !{i32 8, !"branch-target-enforcement", !"1"}
