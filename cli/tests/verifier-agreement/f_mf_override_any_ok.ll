!llvm.module.flags = !{!0}
!0 = !{i32 4, !"a", !"s"}
