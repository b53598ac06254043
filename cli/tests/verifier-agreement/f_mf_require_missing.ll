!llvm.module.flags = !{!0}
!0 = !{i32 3, !"r", !{!"zz", i32 1}}
