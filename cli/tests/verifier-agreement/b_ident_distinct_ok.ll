!llvm.ident = !{!0}
!0 = distinct !{!"a"}
