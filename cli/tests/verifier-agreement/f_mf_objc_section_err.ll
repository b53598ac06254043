!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"Objective-C Image Info Section", !"__DATA,__objc_imageinfo,regular,no_dead_strip"}
!1 = !{i32 1, !"Objective-C Image Info Section", !"x"}
