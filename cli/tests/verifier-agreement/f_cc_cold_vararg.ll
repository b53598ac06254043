declare coldcc void @f(...)
