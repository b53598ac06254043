@g = external global <vscale x 4 x i32>
