@sell_ode\00\F7\0r =global [4 x i8] c"\FF\00\F7\00"

