target datalayout = "p16777216:64:64"
