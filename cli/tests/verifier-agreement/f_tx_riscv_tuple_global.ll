@g = external global target("riscv.vector.tuple", <vscale x 8 x i8>, 2)
