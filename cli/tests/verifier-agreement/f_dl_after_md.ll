!0 = !{}
target datalayout = "e"
