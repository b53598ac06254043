!llvm.commandline = !{!0}
!0 = !{!"a", !"b"}
