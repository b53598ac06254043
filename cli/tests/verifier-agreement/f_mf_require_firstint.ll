!llvm.module.flags = !{!0}
!0 = !{i32 3, !"r", !{i32 1, i32 1}}
