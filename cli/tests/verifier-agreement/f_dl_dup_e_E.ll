target datalayout = "e-E"
