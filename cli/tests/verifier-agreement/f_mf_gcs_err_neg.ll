!llvm.module.flags = !{!0}
!0 = !{i32 1, !"guarded-control-stack", i32 -1}
