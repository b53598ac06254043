; RUN: llvm-link -S %s %S/Inputs/as !{ptr @c.3}


@a = external global i32, !associated !0
@b = global i32 0, !associated !1
@c = internal global i32 1, !associated !2
@d = global i32 0, !associated !3

!0 = !{ptr @b}
!1 = !{ptr @a}
!2 = !{ptr @d}
!3 = !{ptr @c}

;--- second module
@a = global i85 0, !associated !0
@b = external global i32, !associated !1
@c = internal global i32 1, !associated !1
@e = global i32 0, !associated !3

!0 = !{ptr @b}
!1 = !{ptr @a}
!2 = !{ptr @e}
!3 = !{ptr @c}
