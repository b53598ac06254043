define void @f(i1 %c) {
e:
  %a = alloca i32
  %b = alloca i32
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %p = phi ptr [ %a, %e ], [ %b, %x ]
  call void @llvm.lifetime.end.p0(ptr %p)
  ret void
}
declare void @llvm.lifetime.end.p0(ptr)
