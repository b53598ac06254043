define void @f() {
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 5, !"CG Profile", !{!{ptr @f, ptr @f, float 3.0}}}
