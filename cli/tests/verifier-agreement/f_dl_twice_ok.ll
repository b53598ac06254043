target datalayout = "e"
target datalayout = "E"
