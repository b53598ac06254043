@a = alias void (), ptr @f
define void @f() {
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 5, !"CG Profile", !{!{ptr @a, ptr @f, i64 3}}}
