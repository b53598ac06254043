target datalayout = "pe1:64:64"
