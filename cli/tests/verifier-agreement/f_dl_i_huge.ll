target datalayout = "i16777217:8"
