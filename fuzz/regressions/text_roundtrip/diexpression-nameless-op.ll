; Malid-entry-value.ll"

!named = !{!DIExpression(DW_OP_LLVM_entry_value, 0), !DIExpression(DW_OP_LLVM_entry_value, 1, DW_OP_le, 0, DW_OP_lit0, DW_OP_plus)}
