target datalayout = "f80:128"
