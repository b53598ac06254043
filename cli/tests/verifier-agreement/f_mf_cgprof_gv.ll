@g = global i32 0
define void @f() {
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 5, !"CG Profile", !{!{ptr @g, ptr @f, i64 3}}}
