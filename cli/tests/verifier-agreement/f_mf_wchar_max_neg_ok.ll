!llvm.module.flags = !{!0}
!0 = !{i32 7, !"wchar_size", i32 -4}
