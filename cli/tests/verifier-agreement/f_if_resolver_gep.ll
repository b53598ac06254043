@g = global [2 x ptr] zeroinitializer
@i = ifunc void (), ptr getelementptr (i8, ptr @g, i64 8)
