declare void @f(target("riscv.vector.tuple", <vscale x 8 x i8>, 1))
