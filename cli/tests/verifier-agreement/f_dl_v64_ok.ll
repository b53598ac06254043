target datalayout = "v64:64"
