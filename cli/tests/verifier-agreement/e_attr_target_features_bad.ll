declare void @f() "target-features"="+sse,avx"
