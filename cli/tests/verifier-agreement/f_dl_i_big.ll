target datalayout = "i16777216:8"
