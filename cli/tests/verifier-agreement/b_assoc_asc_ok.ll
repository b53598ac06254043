@g = global i32 0
@a = global i32 1, !associated !0
!0 = !{ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))}
