target datalayout = "pz1:64:64"
