target datalayout = "E"
