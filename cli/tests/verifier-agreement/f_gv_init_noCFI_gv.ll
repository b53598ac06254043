@g = global i32 0
@p = global ptr no_cfi @g
