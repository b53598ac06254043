!llvm.commandline = !{!0}
!0 = !{}
