!llvm.commandline = !{!0}
!0 = distinct !{!"a"}
