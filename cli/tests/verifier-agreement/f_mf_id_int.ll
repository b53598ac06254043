!llvm.module.flags = !{!0}
!0 = !{i32 1, i32 5, i32 1}
