define ptr @f(i64 %x, ptr %p) {
  %v = inttoptr i64 %x to ptr, !dereferenceable !0
  %w = load ptr, ptr %p, !dereferenceable_or_null !0, !align !1, !nonnull !2, !noundef !2
  ret ptr %v
}
!0 = !{i64 8}
!1 = !{i64 16}
!2 = !{}
