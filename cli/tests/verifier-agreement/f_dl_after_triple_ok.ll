target triple = "x86_64-pc-linux-gnu"
target datalayout = "e"
