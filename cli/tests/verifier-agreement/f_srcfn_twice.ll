source_filename = "a"
source_filename = "b"
