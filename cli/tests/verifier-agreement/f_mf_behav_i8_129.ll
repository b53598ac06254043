!llvm.module.flags = !{!0}
!0 = !{i8 129, !"a", i32 1}
