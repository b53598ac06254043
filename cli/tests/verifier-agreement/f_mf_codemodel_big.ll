!llvm.module.flags = !{!0}
!0 = !{i32 1, !"Code Model", i32 99}
