attributes #0 = { nounwind }
