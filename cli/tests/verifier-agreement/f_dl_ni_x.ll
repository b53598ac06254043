target datalayout = "ni:x"
