@p = global ptr @f
@f = global i32 0
