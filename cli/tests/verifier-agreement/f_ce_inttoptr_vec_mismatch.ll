@p = global ptr inttoptr (<2 x i64> zeroinitializer to ptr)
