declare void @f() "probe-stack"="inline-asm"
declare void @g() "probe-stack"="__chkstk"
declare void @h() "probe-stack"=""
