@g = appending global {i32} zeroinitializer
