define void @f(i32 %i, i8 %b, float %fl, double %d, ptr %p, <2 x i32> %v, ptr addrspace(1) %q) {
  %x = fptosi float %fl to float
  ret void
}
