!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"a", !2}
!1 = !{i32 3, !"r", !{!"a", !3}}
!2 = distinct !{!"v"}
!3 = distinct !{!"v"}
