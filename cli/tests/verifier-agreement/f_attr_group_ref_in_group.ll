attributes #0 = { #1 }
attributes #1 = { nounwind }
