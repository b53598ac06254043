%t0 = type { %t1, %t1 }
%t1 = type { %t2, %t2 }
%t2 = type { %t3, %t3 }
%t3 = type { %t4, %t4 }
%t4 = type { %t5, %t5 }
%t5 = type { %t6, %t6 }
%t6 = type { %t7, %t7 }
%t7 = type { %t8, %t8 }
%t8 = type { %t9, %t9 }
%t9 = type { %t10, %t10 }
%t10 = type { %t11, %t11 }
%t11 = type { %t12, %t12 }
%t12 = type { %t13, %t13 }
%t13 = type { %t14, %t14 }
%t14 = type { %t15, %t15 }
%t15 = type { %t16, %t16 }
%t16 = type { %t17, %t17 }
%t17 = type { %t18, %t18 }
%t18 = type { %t19, %t19 }
%t19 = type { %t20, %t20 }
%t20 = type { %t21, %t21 }
%t21 = type { %t22, %t22 }
%t22 = type { %t23, %t23 }
%t23 = type { %t24, %t24 }
%t24 = type { %t25, %t25 }
%t25 = type { %t26, %t26 }
%t26 = type { %t27, %t27 }
%t27 = type { %t28, %t28 }
%t28 = type { %t29, %t29 }
%t29 = type { %t30, %t30 }
%t30 = type { %t31, %t31 }
%t31 = type { %t32, %t32 }
%t32 = type { %t33, %t33 }
%t33 = type { %t34, %t34 }
%t34 = type { %t35, %t35 }
%t35 = type { %t36, %t36 }
%t36 = type { %t37, %t37 }
%t37 = type { %t38, %t38 }
%t38 = type { %t39, %t39 }
%t39 = type { %t40, %t40 }
%t40 = type { i32 }
define void @f(ptr %p) {
  %a = alloca %t0
  %v = load %t0, ptr %p
  store %t0 %v, ptr %a
  ret void
}
