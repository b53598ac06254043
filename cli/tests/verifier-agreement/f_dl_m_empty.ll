target datalayout = "m:"
