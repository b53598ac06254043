declare void @f(target("riscv.vector.tuple", i32, 2))
