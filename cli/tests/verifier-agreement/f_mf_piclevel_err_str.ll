!llvm.module.flags = !{!0}
!0 = !{i32 1, !"PIC Level", !"2"}
