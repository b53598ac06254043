; An intrinsic used without a declaration, first called with its old
; signature (the alignment argument), then with its new one: the call of
; the new signature declares the written name, and the old call's upgrade
; must find that declaration, not make a second of the same name.
define void @test(ptr %p1) {
  call void @llvm.memset.p0.i64(ptr %p1, i8 55, i64 100, i32 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %p1, i8 55, i64 100, i1 false)
  ret void
}
