define riscv_vls_cc(3) void @f() {
  ret void
}
