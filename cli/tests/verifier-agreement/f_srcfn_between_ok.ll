target triple = "x86_64-pc-linux-gnu"
source_filename = "a"
target datalayout = "e"
