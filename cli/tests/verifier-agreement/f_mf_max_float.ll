!llvm.module.flags = !{!0}
!0 = !{i32 7, !"a", float 1.0}
