@g = global i32 0
@a = global i1 icmp samesign ult (ptr @g, ptr null)
