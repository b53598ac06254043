attributes #0 = { nounwind }
attributes #0 = { noreturn }
