!llvm.module.flags = !{!0}
!0 = !{i32 1, !"PIC Level", i32 -1}
