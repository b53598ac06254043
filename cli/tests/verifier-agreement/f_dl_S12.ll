target datalayout = "S12"
