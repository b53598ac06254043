!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"frame-pointer", i32 1}
!1 = !{i32 7, !"frame-pointer", i32 2}
