target datalayout = "ni:1:2"
