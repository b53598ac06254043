!llvm.module.flags = !{!0}
!0 = !{<2 x i32> <i32 1, i32 1>, !"a", i32 1}
