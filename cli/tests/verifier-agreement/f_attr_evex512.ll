target triple = "x86_64-pc-linux-gnu"
declare void @f(<16 x i32>) "target-features"="+avx512f,-evex512"
