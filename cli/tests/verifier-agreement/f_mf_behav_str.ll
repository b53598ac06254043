!llvm.module.flags = !{!0}
!0 = !{!"x", !"a", i32 1}
