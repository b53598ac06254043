declare void @f() "target-features"=""
