define ptr @f(i1 %c) {
e:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi ptr [ @llvm.donothing, %e ], [ null, %a ]
  ret ptr %p
}
declare void @llvm.donothing()
