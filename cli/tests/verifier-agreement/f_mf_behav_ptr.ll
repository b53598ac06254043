!llvm.module.flags = !{!0}
!0 = !{ptr null, !"a", i32 1}
