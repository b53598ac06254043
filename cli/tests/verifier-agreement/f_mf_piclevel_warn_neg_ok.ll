!llvm.module.flags = !{!0}
!0 = !{i32 2, !"PIC Level", i32 -1}
