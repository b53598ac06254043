declare void @f()
target triple = "x86_64-pc-linux-gnu"
