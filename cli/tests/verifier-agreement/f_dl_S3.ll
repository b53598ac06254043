target datalayout = "S3"
