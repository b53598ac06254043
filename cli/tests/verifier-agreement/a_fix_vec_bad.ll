define void @f(<2 x i8> %a, <2 x i8> %b) {
  %x = call <2 x i8> @llvm.smul.fix.v2i8(<2 x i8> %a, <2 x i8> %b, i32 8)
  ret void
}
