!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"a", i32 1}
!1 = !{i32 1, !"a", i32 1}
