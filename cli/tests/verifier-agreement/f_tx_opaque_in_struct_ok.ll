declare void @f({ target("foo"), i32 })
