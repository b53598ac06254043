target datalayout = "f128:128"
