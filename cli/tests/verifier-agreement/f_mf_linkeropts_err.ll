!llvm.module.flags = !{!0}
!0 = !{i32 1, !"Linker Options", !{}}
