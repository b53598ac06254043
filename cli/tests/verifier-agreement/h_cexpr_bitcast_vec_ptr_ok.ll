@g = global i32 0
@a = global <1 x ptr> bitcast (ptr @g to <1 x ptr>)
