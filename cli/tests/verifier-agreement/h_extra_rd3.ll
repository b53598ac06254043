declare void @0()
declare void @0()
