target datalayout = "P1"
define void @f() {
  ret void
}
@p = global ptr @f
