!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size", float 4.0}
