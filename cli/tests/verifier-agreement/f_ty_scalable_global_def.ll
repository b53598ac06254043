@g = global <vscale x 4 x i32> zeroinitializer
