@g = external global [2 x <vscale x 4 x i32>]
