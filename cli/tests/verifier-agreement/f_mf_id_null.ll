!llvm.module.flags = !{!0}
!0 = !{i32 1, null, i32 1}
