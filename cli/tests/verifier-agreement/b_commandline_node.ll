!llvm.commandline = !{!0}
!0 = !{!1}
!1 = !{!"x"}
