declare inreg i32 @f()
