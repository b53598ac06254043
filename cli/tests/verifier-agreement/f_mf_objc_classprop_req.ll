!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"Objective-C Class Properties", i32 0}
!1 = !{i32 1, !"Objective-C Image Info Version", i32 0}
