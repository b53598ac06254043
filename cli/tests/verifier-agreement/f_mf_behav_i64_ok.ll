!llvm.module.flags = !{!0}
!0 = !{i64 1, !"a", i32 1}
