target datalayout = "v64:0"
