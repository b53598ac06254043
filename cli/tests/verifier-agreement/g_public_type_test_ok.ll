define i1 @f(ptr %p) {
  %r = call i1 @llvm.public.type.test(ptr %p, metadata !"t")
  ret i1 %r
}
declare i1 @llvm.public.type.test(ptr, metadata)
