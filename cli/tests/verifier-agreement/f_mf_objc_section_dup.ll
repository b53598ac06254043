!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"Objective-C Image Info Section", !"a"}
!1 = !{i32 4, !"Objective-C Image Info Section", !"a"}
