target datalayout = "A5"
define void @f() {
  %a = alloca i32
  store i32 0, ptr %a
  ret void
}
