@a = global i32 1, !associated !0
!0 = !{ptr addrspace(1) addrspacecast (ptr @a to ptr addrspace(1))}
