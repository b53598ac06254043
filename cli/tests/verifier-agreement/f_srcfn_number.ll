source_filename = 5
