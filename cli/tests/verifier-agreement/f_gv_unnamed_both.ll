@a = unnamed_addr local_unnamed_addr global i32 0
