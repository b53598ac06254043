!llvm.module.flags = !{!0}
!0 = !{i32 1, !"aarch64-elf-pauthabi-platform", i32 2}
