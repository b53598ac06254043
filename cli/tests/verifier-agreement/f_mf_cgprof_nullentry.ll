!llvm.module.flags = !{!0}
!0 = !{i32 5, !"CG Profile", !{null}}
