%T = type i32
target datalayout = "e"
