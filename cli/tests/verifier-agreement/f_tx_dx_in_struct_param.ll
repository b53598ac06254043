declare void @f({ target("dx.RawBuffer", i8, 0, 0) })
