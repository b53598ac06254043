target datalayout = "pu:64:64"
