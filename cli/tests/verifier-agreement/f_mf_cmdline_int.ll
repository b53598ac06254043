!llvm.commandline = !{!0}
!0 = !{i32 1}
