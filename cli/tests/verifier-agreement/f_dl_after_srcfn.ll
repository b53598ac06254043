source_filename = "a"
target datalayout = "e"
