!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"aarch64-elf-pauthabi-platform", i64 -1}
!1 = !{i32 1, !"aarch64-elf-pauthabi-version", i64 -1}
