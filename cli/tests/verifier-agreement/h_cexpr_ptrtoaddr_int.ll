@a = global i64 ptrtoaddr (i64 0 to i64)
