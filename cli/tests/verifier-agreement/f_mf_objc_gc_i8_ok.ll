!llvm.module.flags = !{!0}
!0 = !{i32 1, !"Objective-C Garbage Collection", i8 0}
