!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"Objective-C Garbage Collection", i32 83953408}
!1 = !{i32 1, !"Swift ABI Version", i32 5}
