!llvm.module.flags = !{!0}
!0 = !{i32 7, !"Dwarf Version", i32 5}
