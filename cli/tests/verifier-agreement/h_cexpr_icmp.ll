@g = global i32 0
@a = global i1 icmp eq (ptr @g, ptr null)
