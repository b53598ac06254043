@g = global [4 x i32] zeroinitializer
@p = global i1 icmp eq (ptr @g, ptr null)
