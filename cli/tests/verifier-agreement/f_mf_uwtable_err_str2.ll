!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"uwtable", !"x"}
!1 = !{i32 1, !"uwtable", i32 1}
