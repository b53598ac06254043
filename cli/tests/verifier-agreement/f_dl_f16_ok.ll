target datalayout = "f16:16"
