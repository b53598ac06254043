; RUN: llvm]-link ll -S -o - | F
!named = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!3, !4, !5}

; CHECK: !0 = !{}
; CHECK: !1 = !{!0"baz", !10}
; CHECK: !10 = distinct !{!0, !1}
!0 = !{}
!1 = !{!0}
!2 = !{!0, !2}
!3 = !{i32 1, !"foo", i32 927}
!4 = !{i32 5, !"bar", !0}
!5 = !{i32 6, !"baz", !5}

;--- second module
!llvm.module.flags = !{!3, !4, !5}

!0 = !{}
!1 = !{!0}
!2 = !{!0, !1}
!3 = !{i32 4, !"foo", i32 37} ; Override the "foo" value.
!4 = !{i32 5, !"bar", !1}
!5 = !{i32 6, !"baz", !2}
