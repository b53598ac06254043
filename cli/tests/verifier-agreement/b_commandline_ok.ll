!llvm.commandline = !{!0, !1}
!0 = !{!"a"}
!1 = !{!"b"}
