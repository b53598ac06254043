@g = private protected global i32 0
