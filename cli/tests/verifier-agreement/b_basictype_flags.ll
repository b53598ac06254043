!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !DIBasicType(name: "c", size: 32, flags: DIFlagBigEndian | DIFlagLittleEndian)
!named = !{!1}
