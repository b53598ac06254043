target datalayout = "Fx8"
