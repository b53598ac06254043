@g = global i32 0, align 4, section "s", partition "p", code_model "small"
