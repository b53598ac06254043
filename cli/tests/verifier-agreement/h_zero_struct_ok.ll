@a = global {i32, [2 x ptr]} zeroinitializer
