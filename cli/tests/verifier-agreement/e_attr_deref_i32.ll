declare void @f(i32 dereferenceable(4))
