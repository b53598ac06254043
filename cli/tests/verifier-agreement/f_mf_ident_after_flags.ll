!llvm.ident = !{!9}
!9 = !{}
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"a", i32 1}
