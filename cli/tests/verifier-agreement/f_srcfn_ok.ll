source_filename = "a\00b"
