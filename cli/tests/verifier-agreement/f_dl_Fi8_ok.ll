target datalayout = "Fi8"
