@a = unnamed_addr global i32 0
@b = local_unnamed_addr global i32 0
