!llvm.module.flags = !{!0}
!0 = !{i3 7, !"a", i32 1}
