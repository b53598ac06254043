!llvm.module.flags = !{!0}
!0 = !{i32 1, !"branch-protection-pauth-lr", i32 -1}
