!llvm.module.flags = !{!0}
!0 = distinct !{i32 1, !"a", i32 1}
