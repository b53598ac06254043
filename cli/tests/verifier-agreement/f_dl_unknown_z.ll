target datalayout = "z"
