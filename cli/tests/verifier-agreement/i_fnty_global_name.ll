@x = global ptr null
@y = global void (i32 %a, i64, ...) * null
