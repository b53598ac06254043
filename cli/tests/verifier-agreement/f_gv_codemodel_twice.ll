@a = global i32 0, code_model "small", code_model "large"
