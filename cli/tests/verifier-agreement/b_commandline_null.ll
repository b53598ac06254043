!llvm.commandline = !{!0}
!0 = !{null}
