!llvm.module.flags = !{!0}
!0 = !{i32 1, !"ptrauth-sign-personality", !"1"}
