declare float @llvm.fabs.f32(double)
