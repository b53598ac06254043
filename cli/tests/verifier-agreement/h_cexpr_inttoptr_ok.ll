@a = global ptr inttoptr (i64 1234 to ptr)
