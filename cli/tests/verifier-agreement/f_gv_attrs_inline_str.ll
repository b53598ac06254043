@g = global i32 0, "foo"="bar"
