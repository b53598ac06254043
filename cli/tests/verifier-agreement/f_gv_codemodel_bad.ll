@a = global i32 0, code_model "huge"
