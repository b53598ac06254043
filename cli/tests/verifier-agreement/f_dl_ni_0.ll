target datalayout = "ni:0"
