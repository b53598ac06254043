target datalayout = "i64 :64"
