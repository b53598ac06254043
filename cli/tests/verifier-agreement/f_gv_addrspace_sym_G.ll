target datalayout = "G2"
@g = addrspace("G") global i32 0
@p = global ptr addrspace(2) @g
