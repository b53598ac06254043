target datalayout = "pu1:64:64"
