@g = global i32 0
@llvm.used = appending global [1 x ptr] [ptr @g]
!0 = !{ptr @llvm.used}
!n = !{!0}
