!llvm.module.flags = !{!0}
!0 = !{i32 1, !"aarch64-elf-pauthabi-version", i32 2}
