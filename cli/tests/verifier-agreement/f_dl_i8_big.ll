target datalayout = "i8:65536"
