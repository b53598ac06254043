declare void @f() byval(i32)
